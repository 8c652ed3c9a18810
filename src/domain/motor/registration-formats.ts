// The four plate formats, their parts and the number assembled from them (motor sections 2.1 and 5),
// without zod.
export const REGISTRATION_FORMATS = ['WP ABC-1234', 'WP AB-1234', '302-1234', '10-SRI-1234'] as const;
export type RegistrationFormat = (typeof REGISTRATION_FORMATS)[number];
export const DEFAULT_REGISTRATION_FORMAT: RegistrationFormat = 'WP ABC-1234';

export const PROVINCES = ['WP', 'CP', 'SP', 'UP', 'SG', 'NP', 'NC', 'EP', 'NW'] as const;

/** Characters each part must have; null where the format has no such part (no province). */
export const PART_LENGTHS: Record<RegistrationFormat, readonly [number | null, number, number]> = {
  'WP ABC-1234': [2, 3, 4],
  'WP AB-1234': [2, 2, 4],
  '302-1234': [null, 3, 4],
  '10-SRI-1234': [null, 2, 4],
};

/** The formats whose first part is a province chosen from PROVINCES. */
export function hasProvince(format: RegistrationFormat): boolean {
  return PART_LENGTHS[format][0] !== null;
}

/**
 * The registration number from its parts, upper-cased: plates are written in capitals and the parts
 * are case-insensitive, so 'wp'/'abc' and 'WP'/'ABC' name the same vehicle and must be stored alike.
 */
export function assembleRegistrationNumber(
  format: RegistrationFormat,
  part1: string | undefined,
  part2: string,
  part3: string,
): string {
  const parts =
    format === '10-SRI-1234'
      ? [part2, 'SRI', part3]
      : hasProvince(format)
        ? [part1 ?? '', part2, part3]
        : [part2, part3];
  return parts.map((part) => part.trim().toUpperCase()).join('-');
}

/**
 * The parts of a number assembled by `assembleRegistrationNumber`, for a form that starts from a saved
 * number (the proposal page): province, then the two typed parts ('' where the format has none).
 * Undefined when the number does not have the format's shape.
 */
export function registrationParts(
  format: RegistrationFormat,
  number: string,
): [part1: string, part2: string, part3: string] | undefined {
  const pieces = number.trim().toUpperCase().split('-');
  if (format === '10-SRI-1234')
    return pieces.length === 3 && pieces[1] === 'SRI' ? ['', pieces[0]!, pieces[2]!] : undefined;
  if (hasProvince(format)) return pieces.length === 3 ? [pieces[0]!, pieces[1]!, pieces[2]!] : undefined;
  return pieces.length === 2 ? ['', pieces[0]!, pieces[1]!] : undefined;
}

/** The plate's fields: its format and its parts. */
export const REGISTRATION_FIELDS = [
  'veh_reg_format',
  'veh_reg_format_1',
  'veh_reg_format_2',
  'veh_reg_format_3',
] as const;
/** What a vehicle's papers give: the plate, the engine number and the chassis number. */
export const VEHICLE_NUMBER_FIELDS = [...REGISTRATION_FIELDS, 'engine_no', 'chassis_no'] as const;
