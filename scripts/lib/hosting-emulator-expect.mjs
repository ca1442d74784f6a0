// Loaded into the Firebase emulators' process (`node --import`) by local-stack.mjs.
//
// The Hosting emulator forwards a rewritten request to the function with undici's fetch, copying
// every request header; undici refuses `Expect` ("expect header not supported"), so the emulator
// answers any request carrying `Expect: 100-continue` with its own plain-text 500 ("An internal
// error occurred while proxying"), whatever the function would have said. curl adds that header
// to every body over 1 MiB, so a too-large body got that 500 instead of the API's JSON 413.
// Production Hosting does not forward requests this way. Node's server has already answered the
// expectation ("100 Continue") before it emits the request, so the header means nothing to
// anything after that point: dropping it lets the request through as production would.
import http from "node:http";

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithoutExpect(event, request, ...rest) {
  if (event === "request" && request?.headers?.expect !== undefined) delete request.headers.expect;
  return emit.call(this, event, request, ...rest);
};
