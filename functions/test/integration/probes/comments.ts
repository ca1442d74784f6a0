import { fixture, is, missing, NOBODY, type AreaProbes } from "../../helpers/probes.js";

const REVIEWER_COMMENTS = "/v1/public/test-access/abcdefghijklmnopqrstuvwx/comments";

export const commentProbes: AreaProbes = async (name, ws) => {
  const experience = async () => `/v1/brands/${ws.brandId}/experiences/${await fixture(ws, "experiences", { name: "Matrix experience" })}`;
  switch (name) {
    case "listComments":
      return { path: `${await experience()}/comments` };
    // Bodies that validation refuses: the role check comes first, so the 400 shows it let the caller in.
    case "createComment":
      return { path: `${await experience()}/comments`, json: {}, allowed: is(400) };
    case "replyToComment":
      return { path: `${await experience()}/comments/${NOBODY}/replies`, json: {}, allowed: is(400) };
    case "updateComment":
      return { path: `${await experience()}/comments/${NOBODY}`, json: {}, allowed: is(400) };
    case "deleteComment":
      return { path: `${await experience()}/comments/${NOBODY}`, allowed: missing("Comment") };
    case "resolveComment":
      return { path: `${await experience()}/comments/${NOBODY}/resolve`, allowed: missing("Comment") };
    case "reopenComment":
      return { path: `${await experience()}/comments/${NOBODY}/reopen`, allowed: missing("Comment") };
    // Public: anyone reaches the link's check (an unknown link is the 403 every caller gets) or validation.
    case "listReviewerComments":
      return { path: REVIEWER_COMMENTS, allowed: is(403) };
    case "createReviewerComment":
      return { path: REVIEWER_COMMENTS, json: {}, allowed: is(400) };
    default:
      return undefined;
  }
};
