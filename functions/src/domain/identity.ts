/** The signed-in caller, as their verified ID token tells it. */
export interface Identity {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** The sign-in method, e.g. `password` or `google.com`. */
  provider: string;
  picture: string;
  displayName: string;
  /** When the user signed in (the token's auth_time), in ms; tokens refreshed from that sign-in keep it. */
  authTime: number;
}
