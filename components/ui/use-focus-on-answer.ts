"use client";
// A form's answer shown below it is out of view once the form is tall (the /check list, a table's deck check): focus
// moves to the answer each time a new one arrives, which brings it into view and has a screen reader read it.
import { useEffect, useRef } from "react";

/** A ref for the answer's container (give it tabIndex={-1}); focused whenever `answer` is a new, non-null value. */
export function useFocusOnAnswer<T extends HTMLElement>(answer: unknown) {
  const container = useRef<T>(null);
  useEffect(() => {
    if (answer) container.current?.focus();
  }, [answer]);
  return container;
}
