// Firebase Auth's popup sign-in talks to its helper iframe (on the auth domain, here the Auth
// emulator) through Google's `gapi.iframes`, loaded from https://apis.google.com/js/api.js, in the
// page and in the iframe. The tests run without the internet, so the browser is served this
// stand-in instead: the few calls the SDK and the emulator's iframe make (open, ping, register,
// send), carried by postMessage between the two windows.
const STUB = String.raw`(function () {
  if (window.gapi && window.gapi.__stub) return;
  var FILTER = "cross-origin-iframes";
  var seq = 0;

  function channel(target) {
    var handlers = {};
    var queued = {};
    var replies = {};
    var readyCallbacks = [];
    var ready = false;
    window.addEventListener("message", function (event) {
      var data = event.data;
      if (event.source !== target || !data || !data.__gapiStub) return;
      if (data.kind === "ready") {
        ready = true;
        readyCallbacks.splice(0).forEach(function (cb) { cb(); });
      } else if (data.kind === "call") {
        if (handlers[data.name]) answer(data);
        else (queued[data.name] = queued[data.name] || []).push(data);
      } else if (data.kind === "reply" && replies[data.id]) {
        var cb = replies[data.id];
        delete replies[data.id];
        cb(data.result);
      }
    });
    function answer(call) {
      var result = handlers[call.name](call.payload);
      target.postMessage({ __gapiStub: true, kind: "reply", id: call.id, result: [result] }, "*");
    }
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        (queued[name] || []).splice(0).forEach(answer);
      },
      send: function (name, payload, cb) {
        var id = ++seq + ":" + Math.random();
        if (cb) replies[id] = cb;
        target.postMessage({ __gapiStub: true, kind: "call", id: id, name: name, payload: payload }, "*");
      },
      restyle: function () { return Promise.resolve(); },
      ping: function (cb) {
        return new Promise(function (resolve) {
          var done = function () { if (cb) cb(); resolve(); };
          if (ready) done(); else readyCallbacks.push(done);
        });
      },
    };
  }

  var context = {
    open: function (options, callback) {
      var frame = document.createElement("iframe");
      var attributes = options.attributes || {};
      Object.keys(attributes.style || {}).forEach(function (key) { frame.style[key] = attributes.style[key]; });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return callback(channel(frame.contentWindow));
    },
    getParentIframe: function () {
      var parent = channel(window.parent);
      setTimeout(function () { window.parent.postMessage({ __gapiStub: true, kind: "ready" }, "*"); }, 0);
      return parent;
    },
  };

  window.gapi = {
    __stub: true,
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: function () {}, getContext: function () { return context; } },
    load: function (name, options) {
      var callback = typeof options === "function" ? options : options && options.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get("onload");
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();`;

/** Serves the stand-in for Google's gapi loader to every page and frame of the browser context. */
export async function serveGapiStub(context) {
  await context.route("https://apis.google.com/js/api.js*", (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: STUB }));
}
