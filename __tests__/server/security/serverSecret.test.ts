import { warnWhenSecretIsUnset } from '@/server/security/serverSecret';

describe('the start-up warning about APP_SECRET', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('warns a production server that runs on the development secret', () => {
    warnWhenSecretIsUnset({ NODE_ENV: 'production' });
    warnWhenSecretIsUnset({ NODE_ENV: 'production', APP_SECRET: '' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toContain('APP_SECRET is not set');
  });

  it('stays quiet with a secret, and outside production', () => {
    warnWhenSecretIsUnset({ NODE_ENV: 'production', APP_SECRET: 'f'.repeat(64) });
    warnWhenSecretIsUnset({ NODE_ENV: 'development' });
    warnWhenSecretIsUnset({ NODE_ENV: 'test' });
    expect(warn).not.toHaveBeenCalled();
  });
});
