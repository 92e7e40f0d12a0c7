/**
 * `npm run check:config` (in the container: `node dist/server/check-config.js`): checks the
 * environment and the operator's file (SITE_CONFIG) as the server would at start, and exits
 * non-zero when either is invalid or when a stand-in would go live (server/launch-check.ts),
 * for an operator's own pipeline. Prints what it found.
 */
import { ConfigError, configWarnings, loadConfig } from './config.ts';
import { launchProblems } from './launch-check.ts';
import { mailStatement, newsletterStatement } from './mail/statement.ts';
import { retentionStatement } from './store/sweep.ts';

try {
  const config = loadConfig();
  for (const warning of configWarnings(config)) console.warn(`Warning: ${warning}`);
  // Where contact messages go: mailed to the office, or kept only in the store (decision 080).
  console.log(config.mail ? mailStatement(config) : `Note: ${mailStatement(config)}`);
  // What becomes of a newsletter sign-up: double opt-in by mail, or confirmed at once (decision 081).
  console.log(config.mail && config.siteUrlSet ? newsletterStatement(config) : `Note: ${newsletterStatement(config)}`);
  // How long the store keeps what visitors send (decision 082).
  console.log(retentionStatement(config));
  const problems = launchProblems(config);
  if (problems.length > 0) {
    console.error(`Not ready to launch (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Ready to launch: ${config.siteUrl.origin}, with the details in ${config.siteConfigPath}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
