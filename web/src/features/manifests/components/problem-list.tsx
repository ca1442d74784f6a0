import type { ManifestProblem } from "@vitrine/contract";
import { Link } from "react-router-dom";
import { IconChevronRight } from "@/components/ui/icons";
import { problemLink } from "../lib/problem-links";
import { useT } from "../messages";

interface ProblemListProps {
  problems: ManifestProblem[];
  brandId: string;
  experienceId: string;
}

/** What stops publishing, each with a link to the screen where it is fixed. */
export function ProblemList({ problems, brandId, experienceId }: ProblemListProps) {
  const t = useT();
  return (
    <ul className="problem-list">
      {problems.map((problem) => {
        const link = problemLink(problem.path, brandId, experienceId);
        return (
          <li key={`${problem.path}:${problem.message}`} className="problem-item">
            <span className="problem-message">{problem.message}</span>
            <Link className="problem-link" to={link.to}>
              {t("problems.fixIn", { screen: link.screen })}
              <IconChevronRight size={14} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
