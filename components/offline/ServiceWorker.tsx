"use client";
// Registers the service worker (lib/offline/service-worker.ts) once the page has loaded, so it never competes with
// the page's own first load. Renders nothing.
import { useEffect } from "react";

export function ServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register("/serwist/sw.js", { scope: "/", type: "module" });
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
  return null;
}
