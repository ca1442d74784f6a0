import { fixture, is, type AreaProbes } from "../../helpers/probes.js";

export const aiChatProbes: AreaProbes = async (name, ws) => {
  const experience = async () => `/v1/brands/${ws.brandId}/experiences/${await fixture(ws, "experiences", { name: "Matrix experience" })}`;
  switch (name) {
    case "getAiChat":
      return { path: `${await experience()}/ai-chat` };
    case "updateAiChat":
      return { path: `${await experience()}/ai-chat`, json: {}, allowed: is(400) };
    // Reading is enough to try the assistant: viewers get a real answer.
    case "chatWithAssistant":
      return { path: `${await experience()}/chat`, json: { messages: [{ role: "user", content: "Hello" }] } };
    default:
      return undefined;
  }
};
