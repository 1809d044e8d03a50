/*
 * A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), served by the test's request routing:
 * the one part of the Auth emulator's Google sign-in that comes from Google's servers, which this network
 * cannot reach. Firebase Auth's SDK and the Auth emulator's helper frame both use it, and only this much of it:
 * gapi.load('gapi.iframes'), opening the helper frame, and calls between the page and that frame
 * (register / send / ping), carried here by postMessage. Everything else (the account chooser, the tokens,
 * the claims) is the Auth emulator's own.
 */
(function () {
  if (window.gapi && window.gapi.iframes) return;
  var FILTER = 'gapi-stand-in-any-origin';
  var TAG = 'gapiStandIn';
  var channels = [];

  /**
   * Calls between this window and one other (`peer`): handlers by name, replies by id. Calls out wait for
   * `reachable` (a frame's page saying hello: before it loads, a message would reach the blank page it
   * replaces).
   */
  function Channel(peer, reachable) {
    this.peer = peer;
    this.reachable = reachable || Promise.resolve();
    this.handlers = {};
    this.waiting = new Map();
    this.queued = [];
    this.nextId = 1;
    channels.push(this);
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var later = this.queued;
    this.queued = [];
    later.forEach(this.answer, this);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = this.nextId++;
    this.waiting.set(id, callback);
    this.reachable.then(
      function () {
        this.peer.postMessage({ [TAG]: 'call', name: name, data: data, id: id }, '*');
      }.bind(this),
    );
  };
  Channel.prototype.answer = function (call) {
    var handler = this.handlers[call.name];
    // A call can come before its handler is registered: it waits for it.
    if (!handler) return this.queued.push(call);
    this.peer.postMessage({ [TAG]: 'reply', id: call.id, result: [handler(call.data)] }, '*');
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };
  /**
   * The SDK pings its new frame and gives up after 5 s, which a busy machine can take just to start the
   * frame's process: this loader answers at once, and the calls that need the frame wait for it instead.
   */
  Channel.prototype.ping = function (callback) {
    if (callback) setTimeout(callback);
    return Promise.resolve();
  };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || !message[TAG]) return;
    var channel = channels.find(function (c) {
      return c.peer === event.source;
    });
    if (!channel) return;
    if (message[TAG] === 'hello') channel.greeted();
    else if (message[TAG] === 'call') channel.answer(message);
    else if (channel.waiting.has(message.id)) {
      var callback = channel.waiting.get(message.id);
      channel.waiting.delete(message.id);
      // gapi swallows what a callback throws, and the SDK relies on it: its web-storage check always ends
      // by throwing an internal error after it has called back.
      try {
        if (callback) callback(message.result);
      } catch (error) {
        console.debug('[gapi stand-in] a callback threw, as gapi allows:', error);
      }
    }
  });

  var context = {
    /** Opens the helper frame; resolves with it once `ready` (the SDK's own check) settles. */
    open: function (options, ready) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = options.url;
      var greeted;
      var channel = new Channel(
        null,
        new Promise(function (resolve) {
          greeted = resolve;
        }),
      );
      channel.greeted = greeted;
      (options.where || document.body).appendChild(frame);
      channel.peer = frame.contentWindow;
      return Promise.resolve(ready ? ready(channel) : undefined).then(function () {
        return channel;
      });
    },
    getParentIframe: function () {
      var parent = channels.find(function (c) {
        return c.peer === window.parent;
      });
      if (!parent) {
        parent = new Channel(window.parent);
        window.parent.postMessage({ [TAG]: 'hello' }, '*');
      }
      return parent;
    },
  };

  window.gapi = {
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: function () {
        return context;
      },
    },
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      });
    },
  };

  // The loader calls back as the real one does: ?onload=NAME on its address, or window.gapi_onload.
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  });
})();
