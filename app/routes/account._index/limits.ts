/** The longest values the profile form takes (the browser enforces them too, with maxLength). */
export const PROFILE_LIMITS = { fullName: 100, telephone: 30, subscriptionEmail: 254 } as const;
