import { ENVIRONMENTS } from '../config';
import { BUILD_MARKER, readBuildEnvironment, webBuildFor, writeBuildEnvironment } from '../lib/web-build';
import { openNextBuildFixture } from './synth';

const { staging, production } = ENVIRONMENTS;
const all = [staging, production];
const builtFor = (env: Record<string, string>) => {
  const dir = openNextBuildFixture();
  writeBuildEnvironment(dir, env);
  return dir;
};
const stagingBuild = builtFor({
  SITE_URL: `${staging.siteUrl}/`,
  AUTH_USER_POOL_ID: 'eu-west-2_Staging01',
  AUTH_USER_POOL_CLIENT_ID: 'stagingclient',
});

describe('a web build is deployed only to the environment it was built for', () => {
  it('records the SITE_URL and pool the build was made with', () => {
    expect(readBuildEnvironment(stagingBuild)).toEqual({
      siteUrl: staging.siteUrl,
      userPoolId: 'eu-west-2_Staging01',
      userPoolClientId: 'stagingclient',
    });
  });

  it("deploys it as its own environment's site", () => {
    expect(webBuildFor(staging, all, stagingBuild)).toEqual({ deploy: true });
  });

  it("leaves the other environment's site out, saying whose build it is and how to build for this one", () => {
    const verdict = webBuildFor(production, all, stagingBuild);
    expect(verdict.deploy).toBe(false);
    expect(!verdict.deploy && verdict.reason).toEqual(
      expect.stringMatching(
        new RegExp(`^BreastCheckProduction-Web left out: .* built for staging .*SITE_URL=${production.siteUrl}`),
      ),
    );
  });

  it('stops synthesis for a build no environment claims, or one that does not say', () => {
    const local = builtFor({ SITE_URL: 'http://localhost:3000' });
    expect(() => webBuildFor(staging, all, local)).toThrow(/SITE_URL=http:\/\/localhost:3000, which is no environment/);
    expect(() => webBuildFor(staging, all, openNextBuildFixture())).toThrow(new RegExp(`no ${BUILD_MARKER}`));
  });
});
