/** Where the webhook screens live in the console (routes are declared in app/route-table.tsx). */
export const webhooksPath = "/manager/panel/settings/webhooks";
export const webhookPath = (webhookId: string) => `${webhooksPath}/${webhookId}`;
/** The webhooks part of the API reference: each event's payload. */
export const webhookReferencePath = "/manager/panel/settings/api-reference#webhooks";
