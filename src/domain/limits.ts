/** Size caps shared by the forms, the server and firestore.rules (keep the rules' numbers in step). */
export const LIMITS = {
  name: 120,
  hotelName: 120,
  hotelLocation: 200,
  url: 2048,
  email: 254,
  phone: 40,
  message: 5000,
} as const;
