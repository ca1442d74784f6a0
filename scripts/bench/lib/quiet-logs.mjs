// The API logs one JSON line per request (Cloud Logging reads them); run in-process by a benchmark
// or a load test that is thousands of lines hiding the figures. Call before functions/lib loads:
// firebase-functions keeps the console methods it finds at load time.
export function dropRequestLogs() {
  for (const method of ["info", "log", "debug"]) {
    const original = console[method].bind(console);
    console[method] = (...args) => {
      if (typeof args[0] === "string" && args[0].startsWith("{") && args[0].includes('"message":"request"')) return;
      original(...args);
    };
  }
}
