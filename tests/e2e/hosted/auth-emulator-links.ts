import { HOSTED_AUTH_URL, HOSTED_PROJECT_ID } from './hosted-config';

/** The newest sign-in link the Auth emulator recorded for `email` (its stand-in for the e-mail). */
export async function signInLinkFor(email: string): Promise<URL> {
  const response = await fetch(`${HOSTED_AUTH_URL}/emulator/v1/projects/${HOSTED_PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const link = oobCodes.filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN').pop();
  if (!link) throw new Error(`No sign-in link recorded for ${email}`);
  return new URL(link.oobLink);
}
