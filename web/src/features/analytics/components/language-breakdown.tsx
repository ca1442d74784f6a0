import type { ExperienceAnalytics } from "@vitrine/contract";
import { CardBody } from "@/components/ui/card";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { formatCount, formatShare } from "../lib/format";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { languageName } from "@/lib/language-name";
import { useT } from "../messages";

type Props = { languages: ExperienceAnalytics["languages"]; sessions: number };

/** Sessions per language the visitor read the experience in, with each one's share of the sessions. */
export function LanguageBreakdown({ languages, sessions }: Props) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  if (languages.length === 0) {
    return (
      <CardBody>
        <p className="analytics-none">{t("languages.none")}</p>
      </CardBody>
    );
  }
  return (
    <Table aria-label={t("languages.tableLabel")}>
      <thead>
        <Tr>
          <Th>{t("languages.language")}</Th>
          <Th className="cell-end">{t("languages.sessions")}</Th>
          <Th className="cell-end">{t("languages.share")}</Th>
        </Tr>
      </thead>
      <tbody>
        {languages.map((row) => (
          <Tr key={row.language}>
            <Td>
              <span className="cell-title">{row.language === "_other" ? t("languages.other") : languageName(row.language, locale)}</span>
            </Td>
            <Td className="cell-end num">{formatCount(row.sessions)}</Td>
            <Td className="cell-end num cell-muted">{formatShare(row.sessions, sessions)}</Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
