// The hotel widget's only script (src/render/hotel-widget.tsx): it tells the page that frames it how tall it
// is, so the snippet can fit the frame to its content. It reads nothing and stores nothing; the height is no
// secret, so any parent may hear it, and the snippet checks the message came from its own frame.
(function () {
  if (window.parent === window || typeof ResizeObserver !== 'function') return;
  var last = 0;
  function report() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ hotelWidgetHeight: height }, '*');
  }
  new ResizeObserver(report).observe(document.documentElement);
})();
