// The local stack's mail server: an SMTP server that accepts every message and delivers none, and
// a small HTTP API to read what it caught (`GET /messages?to=<address>`, `DELETE /messages`). The
// functions send to it through their real SMTP transport (VITRINE_SMTP_URL), so what a test reads
// here went through the same code as production mail. Messages are kept in memory, the newest 500.
import { randomUUID } from "node:crypto";
import http from "node:http";
import net from "node:net";

const KEEP = 500;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** `=?utf-8?Q?…?=` and `=?utf-8?B?…?=` words of a header (RFC 2047) as text. */
export function decodeHeaderWords(value) {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, charset, encoding, text) => {
    const bytes =
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          );
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  });
}

function decodeQuotedPrintable(text) {
  const soft = text.replace(/=\r?\n/g, "");
  return Buffer.from(
    soft.replace(/=([0-9A-Fa-f]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** Headers (lower-cased names, unfolded, decoded) and body of one entity. */
function splitEntity(raw) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeaderWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body, encoding = "") {
  const kind = encoding.toLowerCase();
  if (kind === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (kind === "quoted-printable") return decodeQuotedPrintable(body);
  return Buffer.from(body, "latin1").toString("utf8");
}

/** The text and HTML bodies of a message (single part, or the parts of a multipart one, nested). */
function bodiesOf(entity, found = { text: "", html: "" }) {
  const type = entity.headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = entity.body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      bodiesOf(splitEntity(part.replace(/^\r?\n/, "")), found);
    }
    return found;
  }
  const decoded = decodeBody(entity.body, entity.headers["content-transfer-encoding"]).replace(/\r\n/g, "\n");
  if (/^text\/html/i.test(type)) found.html ||= decoded;
  else if (/^text\/plain/i.test(type)) found.text ||= decoded;
  return found;
}

/** What the HTTP API answers of a caught message. */
export function parseMessage(raw, envelope) {
  // SMTP carries bytes: read them as latin1 so that decoding each part as UTF-8 is lossless.
  const entity = splitEntity(raw.toString("latin1"));
  const { text, html } = bodiesOf(entity);
  return {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    envelope,
    from: entity.headers.from ?? "",
    to: entity.headers.to ?? "",
    subject: entity.headers.subject ?? "",
    text,
    html,
  };
}

/** One SMTP session: the commands a sending client needs, no authentication, no TLS. */
function smtpSession(socket, onMessage) {
  let buffer = Buffer.alloc(0);
  let envelope = { from: "", to: [] };
  let data = null; // the message's chunks while in DATA
  let dataBytes = 0;
  const reply = (line) => socket.write(`${line}\r\n`);
  reply("220 localhost Vitrine mail catcher");

  const command = (line) => {
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === "EHLO") return reply(`250-localhost\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE ${MAX_MESSAGE_BYTES}`);
    if (verb === "HELO") return reply("250 localhost");
    if (verb === "MAIL") {
      envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? "", to: [] };
      return reply("250 OK");
    }
    if (verb === "RCPT") {
      envelope.to.push((/<([^>]*)>/.exec(line)?.[1] ?? "").toLowerCase());
      return reply("250 OK");
    }
    if (verb === "DATA") {
      if (envelope.to.length === 0) return reply("503 RCPT first");
      data = [];
      dataBytes = 0;
      return reply("354 End data with <CR><LF>.<CR><LF>");
    }
    if (verb === "RSET") {
      envelope = { from: "", to: [] };
      return reply("250 OK");
    }
    if (verb === "NOOP") return reply("250 OK");
    if (verb === "QUIT") {
      reply("221 Bye");
      return socket.end();
    }
    return reply("502 Command not implemented");
  };

  socket.on("data", (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const end = buffer.indexOf("\r\n");
      if (end === -1) return;
      const line = buffer.subarray(0, end);
      buffer = buffer.subarray(end + 2);
      if (data) {
        if (line.length === 1 && line[0] === 0x2e) {
          const raw = Buffer.concat(data);
          data = null;
          if (dataBytes > MAX_MESSAGE_BYTES) reply("552 Message too large");
          else {
            onMessage(parseMessage(raw, envelope));
            reply("250 OK queued");
          }
          envelope = { from: "", to: [] };
          continue;
        }
        // Dot-stuffing: a line that began with "." was sent with one more.
        const content = line[0] === 0x2e ? line.subarray(1) : line;
        dataBytes += content.length + 2;
        if (dataBytes <= MAX_MESSAGE_BYTES) data.push(content, Buffer.from("\r\n"));
        continue;
      }
      command(line.toString("utf8"));
    }
  });
  socket.on("error", () => socket.destroy());
}

/**
 * @param {{ smtpPort: number, httpPort: number, host?: string }} options (0: any free port)
 * @returns {Promise<{ smtpUrl: string, url: string, messages: object[], stop: () => Promise<void> }>}
 */
export async function startLocalMailCatcher({ smtpPort, httpPort, host = "127.0.0.1" }) {
  const messages = [];
  const smtp = net.createServer((socket) =>
    smtpSession(socket, (message) => {
      messages.push(message);
      if (messages.length > KEEP) messages.shift();
    }),
  );
  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== "/messages") {
      res.writeHead(404, { "Content-Type": "application/json" });
      return res.end(JSON.stringify({ error: "not found" }));
    }
    if (req.method === "DELETE") {
      messages.length = 0;
      res.writeHead(204);
      return res.end();
    }
    const to = url.searchParams.get("to")?.toLowerCase();
    const items = to ? messages.filter((m) => m.envelope.to.includes(to)) : messages;
    res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(JSON.stringify({ items }));
  });
  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => resolve(server.address().port));
    });
  const boundSmtp = await listen(smtp, smtpPort);
  const boundHttp = await listen(api, httpPort).catch(async (err) => {
    await new Promise((resolve) => smtp.close(resolve));
    throw err;
  });
  const sockets = new Set();
  smtp.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return {
    smtpUrl: `smtp://${host}:${boundSmtp}`,
    url: `http://${host}:${boundHttp}`,
    messages,
    async stop() {
      for (const socket of sockets) socket.destroy();
      api.closeAllConnections?.();
      await Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => api.close(resolve))]);
    },
  };
}
