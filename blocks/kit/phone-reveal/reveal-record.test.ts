import { describe, expect, it } from 'vitest';
import { createSiteContext } from '../../../runtime/render/site-context';
import { corolla } from '../test-support/cars';
import { testSiteDocument } from '../test-support/site-document';
import { phoneRevealRecord } from './reveal-record';

const document = testSiteDocument();
const siteIn = (mode: 'site' | 'editor' | 'preview', basePath = '/sites/test-dealer') => createSiteContext({ document, basePath, page: document.pages[0], mode });

describe('what a phone reveal records (spec search §7: car_id, dealership_id, website_id)', () => {
  it('on the published site: the car, its dealership and the website, sent to the site’s own address', () => {
    const car = corolla();
    expect(phoneRevealRecord(siteIn('site'), car)).toEqual({
      url: '/sites/test-dealer/api/phone-reveals',
      reveal: { car_id: car.id, dealership_id: car.dealership_id, website_id: document.dealer.websiteId },
    });
  });

  it('on a draft (the canvas, a shared preview): nothing, as no shopper is looking', () => {
    expect(phoneRevealRecord(siteIn('editor'), corolla())).toBeUndefined();
    expect(phoneRevealRecord(siteIn('preview', '/preview/token'), corolla())).toBeUndefined();
  });
});
