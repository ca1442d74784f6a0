// Takes screenshots of every console screen against a running local stack (`npm start`), so the
// UI can be looked at after a change. Usage (from the repository root):
//   node web/scripts/screenshots.mjs [outDir]
// Env: BASE_URL (default http://127.0.0.1:5000), CHROMIUM (default /usr/bin/chromium),
// VITRINE_WORKSPACE / VITRINE_EMAIL / VITRINE_PASSWORD (default: the seeded demo owner).
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

const base = process.env.BASE_URL ?? "http://127.0.0.1:5000";
const outDir = process.argv[2] ?? path.join(tmpdir(), "vitrine-screens");
const workspace = process.env.VITRINE_WORKSPACE ?? "demo-retail";
const email = process.env.VITRINE_EMAIL ?? "owner@demo-retail.test";
const password = process.env.VITRINE_PASSWORD ?? "vitrine-demo";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

async function shoot(page, name, { fullPage = true } = {}) {
  // Let lazy screens, SWR requests and enter animations settle.
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(400);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

async function signIn(page) {
  await page.goto(`${base}/manager`);
  await page.getByLabel("Workspace").fill(workspace);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/manager/panel/brands");
}

try {
  const desktop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  desktop.on("pageerror", (error) => console.error("page error:", error.message));
  await desktop.goto(`${base}/manager`);
  await desktop.waitForURL("**/authentication/sign-in**");
  await shoot(desktop, "01-sign-in");
  await desktop.getByLabel("Workspace").fill(workspace);
  await desktop.getByLabel("Email").fill(email);
  await desktop.getByLabel("Password").fill("wrong-password");
  await desktop.getByRole("button", { name: "Sign in", exact: true }).click();
  await desktop.getByRole("alert").waitFor();
  await shoot(desktop, "02-sign-in-error");

  await signIn(desktop);
  await shoot(desktop, "03-brands");
  await desktop.getByRole("button", { name: "New brand" }).first().click();
  await shoot(desktop, "04-create-brand", { fullPage: false });
  await desktop.keyboard.press("Escape");

  await desktop.getByPlaceholder("Search brands by name").fill("zzz");
  await desktop.getByText("No brands match").waitFor();
  await shoot(desktop, "05-brands-search-empty");
  await desktop.getByPlaceholder("Search brands by name").fill("");

  await desktop.locator("a.cell-title").first().click();
  await desktop.waitForURL(/brands\/[^/]+$/);
  const brandUrl = desktop.url();
  await shoot(desktop, "06-brand-overview");
  await desktop.getByRole("button", { name: "Delete brand…" }).click();
  await shoot(desktop, "07-delete-brand", { fullPage: false });
  await desktop.keyboard.press("Escape");

  await desktop.getByRole("button", { name: /switch brand/ }).click();
  await shoot(desktop, "08-brand-switcher", { fullPage: false });
  await desktop.keyboard.press("Escape");

  await desktop.goto(`${brandUrl}/brand-users`);
  await shoot(desktop, "09-brand-users");
  await desktop.getByRole("button", { name: "Add people" }).first().click();
  await shoot(desktop, "10-add-brand-user", { fullPage: false });
  await desktop.keyboard.press("Escape");

  await desktop.goto(`${base}/manager/panel/tenant-users`);
  await shoot(desktop, "11-tenant-users");
  await desktop.getByRole("button", { name: "Invite people" }).first().click();
  await shoot(desktop, "12-invite", { fullPage: false });
  await desktop.keyboard.press("Escape");

  await desktop.goto(`${base}/manager/panel/settings`);
  await shoot(desktop, "13-settings");

  await desktop.goto(`${brandUrl}/sets`);
  await shoot(desktop, "14-sets-placeholder");
  await desktop.goto(`${brandUrl}/experience/demo/scenes`);
  await shoot(desktop, "15-experience-placeholder");
  await desktop.goto(`${base}/manager/panel/nowhere`);
  await shoot(desktop, "16-panel-not-found");
  await desktop.goto(`${base}/no/such/page`);
  await shoot(desktop, "17-not-found");
  await desktop.goto(`${base}/dev/models`);
  await shoot(desktop, "18-dev-models");

  await desktop.goto(`${base}/manager/panel/brands`);
  await desktop.getByRole("button", { name: "Account menu" }).click();
  await shoot(desktop, "19-user-menu", { fullPage: false });

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await signIn(phone);
  await shoot(phone, "20-phone-brands");
  await phone.getByRole("button", { name: "Open navigation" }).click();
  await shoot(phone, "21-phone-nav", { fullPage: false });
  await phone.goto(brandUrl);
  await shoot(phone, "22-phone-overview");
  await phone.goto(`${base}/manager/panel/tenant-users`);
  await shoot(phone, "23-phone-tenant-users");
} finally {
  await browser.close();
}
