/** The team portraits the site has pictures of (public/images/team): a team member's picture names one. */
export const TEAM_MEMBER_IDS = [
  'managing-director',
  'production-manager-1',
  'production-manager-2',
  'admin-social',
] as const;

export type TeamMemberId = (typeof TEAM_MEMBER_IDS)[number];
