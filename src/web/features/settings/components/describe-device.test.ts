import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device';

const UA = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

describe('describeDevice', () => {
  it.each([
    [UA.chromeLinux, 'Chrome on Linux', false],
    [UA.headlessChrome, 'Chrome on Linux', false],
    [UA.chromeAndroid, 'Chrome on Android', true],
    [UA.safariIphone, 'Safari on iPhone', true],
    [UA.chromeIphone, 'Chrome on iPhone', true],
    [UA.safariMac, 'Safari on macOS', false],
    [UA.firefoxWindows, 'Firefox on Windows', false],
    [UA.edgeWindows, 'Edge on Windows', false],
    [UA.operaMac, 'Opera on macOS', false],
    [UA.samsungAndroid, 'Samsung Internet on Android', true],
    [UA.chromebook, 'Chrome on ChromeOS', false],
    [UA.ipadSafari, 'Safari on iPad', true],
  ])('%#: %s', (userAgent, label, mobile) => {
    expect(describeDevice(userAgent)).toEqual({ label, mobile });
  });

  it('names what it recognises and says so when it recognises nothing', () => {
    expect(describeDevice('curl/8.5.0')).toEqual({ label: 'Unknown device', mobile: false });
    expect(describeDevice(null)).toEqual({ label: 'Unknown device', mobile: false });
    expect(describeDevice('')).toEqual({ label: 'Unknown device', mobile: false });
    expect(describeDevice('SomeApp/1.0 (Linux)')).toEqual({
      label: 'Browser on Linux',
      mobile: false,
    });
  });
});
