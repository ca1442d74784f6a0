import type { Experience, Store } from "@vitrine/contract";
import type { ExperienceLookup } from "./experience-colours";

/** What the QR code scheduler's cards, schedule editors and placement dialogs all work within. */
export interface SchedulerScope {
  brandId: string;
  /** The experience the screen is about: a new placement's default, a new schedule's experience. */
  experienceId: string;
  /** The brand's experiences and stores, to pick from. */
  experiences: Experience[];
  lookup: ExperienceLookup;
  stores: Store[];
  /** The person may change placements and their schedules. */
  editable: boolean;
}
