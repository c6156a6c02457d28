import { allowanceOf, type AllowanceKind, type Characteristics, type Flags } from '@portal/shared';

/** The order in which an addon's allowances decide its picture: anything international makes it a travel addon. */
const PICTURE_ORDER: AllowanceKind[] = ['idd_voice', 'idd_sms', 'data', 'voice', 'sms', 'mms'];

/**
 * The picture an addon card shows (by the first allowance the addon gives, `other` when it names none), or none when
 * `show_addon_images` is off.
 */
export function addonPictureKind(
  flags: Pick<Flags, 'show_addon_images'>,
  characteristics: Characteristics,
): AllowanceKind | 'other' | undefined {
  if (!flags.show_addon_images) return undefined;
  return PICTURE_ORDER.find((kind) => allowanceOf(characteristics, kind) !== undefined) ?? 'other';
}
