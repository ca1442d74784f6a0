import type { AiChat, ChatAnswer, ChatMessage } from "@vitrine/contract";

/** A product of the experience as the assistant sees it. */
export interface ChatProduct {
  id: string;
  sku: string;
  name: string;
  description: string;
  price: number | null;
  currency: string | null;
  url: string | null;
}

/** Everything an answerer may use: one experience's assistant settings and catalogue, nothing else. */
export interface ChatContext {
  settings: AiChat;
  products: ChatProduct[];
  /** The visitor's language (`fr`): what the answer is written in, and what the products are read in when translated. */
  language?: string;
}

/** Writes the assistant's next message from the conversation. */
export interface ChatAnswerer {
  answer(context: ChatContext, messages: ChatMessage[]): Promise<ChatAnswer>;
}
