/** The longest name a distribution plan may have (SPEC.md: "no more than 60 characters"). */
export const PLAN_NAME_MAX = 60;
