// Placeholder until this screen is built.
import { placeholderScreen } from "@/app/routes/placeholders";

export default placeholderScreen("world-builder");
