import { InlineText } from "./markdown-text";

interface Props {
  responses: Array<{ status: string | number; description: string }>;
  tone: "ok" | "error";
}

/** Status codes with what each means: an operation's errors, or the answers a webhook receiver may give. */
export function StatusList({ responses, tone }: Props) {
  return (
    <ul className="error-list">
      {responses.map((response) => (
        <li key={response.status}>
          <span className={`status-code status-${tone}`}>{response.status}</span>
          <span>
            <InlineText source={response.description} />
          </span>
        </li>
      ))}
    </ul>
  );
}
