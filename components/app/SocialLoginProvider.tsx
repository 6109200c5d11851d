import { GoogleOAuthProvider } from '@react-oauth/google';
import type { ReactNode } from 'react';

/** Google sign-in for every page, when a client id is configured (NEXT_PUBLIC_GOOGLE_CLIENT_ID). */
export function SocialLoginProvider({ children }: { children: ReactNode }) {
  const clientId = process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID;
  if (!clientId) return children;
  return <GoogleOAuthProvider clientId={clientId}>{children}</GoogleOAuthProvider>;
}
