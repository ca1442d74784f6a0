import type { ExperienceAnalytics } from "@contract";
import { CardBody } from "@/components/ui/card";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { formatCount, formatShare } from "../lib/format";
import { languageName } from "@/lib/language-name";

type Props = { languages: ExperienceAnalytics["languages"]; sessions: number };

/** Sessions per language the visitor read the experience in, with each one's share of the sessions. */
export function LanguageBreakdown({ languages, sessions }: Props) {
  if (languages.length === 0) {
    return (
      <CardBody>
        <p className="analytics-none">No session in this range recorded its language.</p>
      </CardBody>
    );
  }
  return (
    <Table aria-label="Sessions per language">
      <thead>
        <Tr>
          <Th>Language</Th>
          <Th className="cell-end">Sessions</Th>
          <Th className="cell-end">Share</Th>
        </Tr>
      </thead>
      <tbody>
        {languages.map((row) => (
          <Tr key={row.language}>
            <Td>
              <span className="cell-title">{languageName(row.language)}</span>
            </Td>
            <Td className="cell-end num">{formatCount(row.sessions)}</Td>
            <Td className="cell-end num cell-muted">{formatShare(row.sessions, sessions)}</Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
