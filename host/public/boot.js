// Home's HTML is prerendered, so it paints before any JavaScript runs. The app's scripts are
// fetched after that first paint: on a slow connection the stylesheet and the paint then do not
// compete with ~140 KB of JavaScript (scripts/prerender.mjs points this loader at the entry).
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  function load() {
    var script = document.createElement('script');
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
