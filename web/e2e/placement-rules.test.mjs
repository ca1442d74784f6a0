// A QR code's smart rules and A/B test in the console, on a phone (390×844) and a desktop
// (1440×900): the rules dialog flags a rule shadowed by an earlier catch-all and answers "who sees
// what" for a device, and the A/B test dialog shows each arm and how to read the comparison.
// Everything is made through the API and deleted at the end.
import { expect } from "chai";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";
import { apiAs, signInPage } from "./support/api.mjs";

describe("QR scheduler: smart rules and A/B tests", function () {
  stopAfterFirstFailure();
  this.timeout(300_000);
  const suffix = Date.now().toString(36);
  const placementName = `E2E rules ${suffix}`;
  let api;
  let browser;
  const experiences = [];
  let placement;

  before(async () => {
    api = await apiAs({ tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword });
    for (const name of ["Window", "Launch", "Variant"]) {
      const created = await api("POST", `/v1/brands/${DEMO.brandId}/experiences`, { name: `E2E ${name} ${suffix}` });
      if (created.status !== 201) throw new Error(`experience: ${JSON.stringify(created.body)}`);
      experiences.push(created.body);
    }
    const [home, launch, variant] = experiences.map((e) => e.id);
    const made = await api("POST", `/v1/brands/${DEMO.brandId}/placements`, {
      name: placementName,
      defaultExperienceId: home,
      rules: [
        { label: "iPhone launch", experienceId: launch, when: { devices: ["ios"], firstScans: 500 } },
        { label: "Every phone", experienceId: variant, when: { devices: ["ios", "android"] } },
        { label: "Android French", experienceId: launch, when: { devices: ["android"], languages: ["fr"] } },
      ],
    });
    if (made.status !== 201) throw new Error(`placement: ${JSON.stringify(made.body)}`);
    placement = made.body;
    const started = await api("POST", `/v1/brands/${DEMO.brandId}/placements/${placement.id}/experiment`, {
      name: "Window vs variant",
      arms: [
        { experienceId: home, weight: 50 },
        { experienceId: variant, weight: 50 },
      ],
    });
    if (started.status !== 201) throw new Error(`experiment: ${JSON.stringify(started.body)}`);
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    if (placement) await api("DELETE", `/v1/brands/${DEMO.brandId}/placements/${placement.id}`);
    for (const experience of experiences) await api("DELETE", `/v1/brands/${DEMO.brandId}/experiences/${experience.id}`);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`at ${viewport.width}×${viewport.height}`, async () => {
      const { page, problems } = await newPage(browser, { viewport });
      page.setDefaultTimeout(120_000);
      const url = `/manager/panel/brands/${DEMO.brandId}/experience/${experiences[0].id}/qr-code-scheduler`;
      await signInPage(page, { tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword }, url);
      const card = page.getByRole("region", { name: `QR code ${placementName}` });
      await card.getByRole("button", { name: "A/B test running" }).waitFor();

      await card.getByRole("button", { name: /Smart rules/ }).click();
      const rules = page.getByRole("dialog", { name: `Smart rules of ${placementName}` });
      await rules
        .getByRole("listitem", { name: "Rule 3" })
        .getByText(/rule 2 above already takes every visitor/)
        .waitFor();
      // The preview's default device is an iPhone: the first rule, while under 500 scans.
      await rules.getByText(/by rule 1, “iPhone launch”/).waitFor();
      await rules.getByLabel("Device", { exact: true }).selectOption("desktop");
      await rules.getByText(/Visitors are split:/).waitFor();
      await screenshot(page, `placement-rules-${viewport.width}x${viewport.height}`);
      await rules.getByRole("button", { name: "Close" }).first().click();

      await card.getByRole("button", { name: "A/B test running" }).click();
      const test = page.getByRole("dialog", { name: `A/B test on ${placementName}` });
      await test.getByRole("table").waitFor();
      expect(await test.getByRole("row").count()).to.equal(3);
      await test
        .getByText(/not enough sessions yet to compare with A/)
        .first()
        .waitFor();
      await test.getByText("How sure is “sure”?").click();
      await test.getByText(/two-proportion z-test/).waitFor();
      await screenshot(page, `placement-experiment-${viewport.width}x${viewport.height}`);
      expect(problems).to.deep.equal([]);
      await page.context().close();
    });
  }
});
