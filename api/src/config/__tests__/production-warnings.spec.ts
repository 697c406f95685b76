import 'reflect-metadata';
import { loadConfig } from '../load-config.js';
import { productionWarnings } from '../production-warnings.js';

const SECRET = 'x'.repeat(40);

describe('productionWarnings', () => {
  it('says nothing for the safe production defaults, nor outside production', () => {
    expect(productionWarnings(loadConfig({ TOKEN_SECRET: SECRET, NODE_ENV: 'production' }))).toEqual([]);
    expect(productionWarnings(loadConfig({ TOKEN_SECRET: SECRET }))).toEqual([]);
  });

  it('warns loudly when production lets development origins call the API', () => {
    const config = loadConfig({
      TOKEN_SECRET: SECRET,
      NODE_ENV: 'production',
      CORS_ORIGINS: 'https://study.example.org,http://localhost:4200,http://127.0.0.1:4202',
    });
    const [warning, ...rest] = productionWarnings(config);
    expect(rest).toEqual([]);
    expect(warning).toMatch(
      /CORS_ORIGINS allows development origins in production: http:\/\/localhost:4200, http:\/\/127\.0\.0\.1:4202/,
    );
  });

  it('warns when production loads the demo catalogue', () => {
    const config = loadConfig({ TOKEN_SECRET: SECRET, NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(productionWarnings(config)).toEqual([expect.stringMatching(/SEED_DEMO=true in production/)]);
  });
});
