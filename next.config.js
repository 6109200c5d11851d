/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The database drivers are native modules: load them from node_modules at run time.
  serverExternalPackages: ['better-sqlite3', 'pg'],
  async rewrites() {
    return [
      { source: '/businesssettings.json', destination: '/api/v2/business-settings' },
      { source: '/megamenu.json', destination: '/api/v2/megamenu' },
      { source: '/sanctum/csrf-cookie', destination: '/api/sanctum/csrf-cookie' },
      { source: '/media/:path*', destination: '/api/media/:path*' },
    ];
  },
};

module.exports = nextConfig;
