import { demoFlags, referenceFlags } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { addonPictureKind } from './addon-picture-kind';

const data = { 'ocs.RecurringDataAllowance': '1024', 'ocs.RecurringVoiceAllowance': '100' };
const roaming = { 'ocs.RecurringIDDVoiceAllowance': '60' };

describe('the picture an addon card shows', () => {
  it('is drawn by default (show_addon_images is on in the reference build and the demo)', () => {
    expect(referenceFlags.show_addon_images).toBe(true);
    expect(addonPictureKind(demoFlags, data)).toBe('data');
  });

  it('shows what the addon gives: international first, then data, minutes, texts', () => {
    expect(addonPictureKind(referenceFlags, { ...data, ...roaming })).toBe('idd_voice');
    expect(addonPictureKind(referenceFlags, { 'ocs.RecurringSMSAllowance': '50' })).toBe('sms');
    expect(addonPictureKind(referenceFlags, {})).toBe('other');
  });

  it('is left out when show_addon_images is off', () => {
    expect(addonPictureKind({ show_addon_images: false }, data)).toBeUndefined();
  });
});
