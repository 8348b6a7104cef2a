// What Starport keeps in next-auth's session and JWT.
import "next-auth";
import "next-auth/jwt";

interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  handle: string;
}

declare module "next-auth" {
  interface Session {
    user?: SessionUser;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** The Session row this token stands for. */
    sessionToken?: string;
    user?: SessionUser;
  }
}
