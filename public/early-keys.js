//# allFunctionsCalledOnLoad
// (The first line is the compile hint every first-load script carries: decision 011.)
// "/" works from the first paint: until KeyboardShortcuts (components/ui) hydrates and calls
// window.__starportEarlyKeysOff, this focuses the page's search box (the header's while the page's own is disabled).
// Once hydrated, KeyboardShortcuts handles "/" first and marks the event handled, so this stays out of its way.
(function () {
  function onKey(event) {
    if (event.key !== "/" || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    var own = document.querySelectorAll("main [data-search-shortcut]");
    var box = own[own.length - 1];
    if (!box || box.matches(":disabled")) box = document.querySelector("[data-search-shortcut]");
    if (!box || box.matches(":disabled") || !box.checkVisibility()) return;
    event.preventDefault();
    box.focus();
    box.select();
  }
  document.addEventListener("keydown", onKey);
  window.__starportEarlyKeysOff = function () {
    document.removeEventListener("keydown", onKey);
  };
})();
