import type { Experience } from "@vitrine/contract";
import type { ExperienceLookup } from "./experience-colours";

/** What the QR code scheduler's cards, schedule editors and placement dialogs all work within. */
export interface SchedulerScope {
  brandId: string;
  /** The experience the screen is about: a new placement's default, a new schedule's experience. */
  experienceId: string;
  /** The brand's experiences, to pick from (stores are searched, a chain has thousands). */
  experiences: Experience[];
  lookup: ExperienceLookup;
  /** The person may change placements and their schedules. */
  editable: boolean;
}
