/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A second build folder lets a second checkout of the tests build beside `npm start`.
  distDir: process.env.STARPORT_DIST_DIR || ".next",
  poweredByHeader: false,
  // pg and the Prisma adapter are Node libraries: keep them out of the bundle.
  serverExternalPackages: ["pg", "@prisma/adapter-pg"],
};

export default nextConfig;
