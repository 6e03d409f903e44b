/** Query keys of the session's side: the shop's public settings (GET /config). */
export const authKeys = {
  config: () => ['config'] as const,
};
