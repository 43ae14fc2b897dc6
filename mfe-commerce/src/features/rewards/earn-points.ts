/** Ways to earn points (accounts spec §9). */
export const EARN_POINTS = [
  { points: 250, what: 'Sign up, and $35 off your first purchase' },
  { points: 150, what: 'Leave a photo or video review' },
  { points: 50, what: 'Follow, share or tag us on social media' },
  { points: 50, what: 'Celebrate your birthday' },
  { points: 1, what: 'For every $1 you spend' },
  { points: 50, what: 'Refer a friend' },
] as const;
