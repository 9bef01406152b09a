/** A dealer as VinSolutions' organization API lists it. */
export type Dealer = { DealerId: number; Name: string; City: string; State: string };

/**
 * The dealers that enabled the provider's integration in the demo: made-up rooftops of real-sounding
 * names in real US cities, with ids of the vendor's kind (whole numbers, not in order).
 */
export const DEMO_DEALERS: readonly Dealer[] = [
  { DealerId: 14203, Name: 'Sunrise Toyota', City: 'Phoenix', State: 'AZ' },
  { DealerId: 14257, Name: 'Desert Valley Honda', City: 'Mesa', State: 'AZ' },
  { DealerId: 15811, Name: 'Canyon Ridge Ford', City: 'Tucson', State: 'AZ' },
  { DealerId: 16034, Name: 'Lone Star Chevrolet', City: 'Austin', State: 'TX' },
  { DealerId: 16102, Name: 'Gulf Coast Nissan', City: 'Houston', State: 'TX' },
  { DealerId: 16188, Name: 'Alamo City Kia', City: 'San Antonio', State: 'TX' },
  { DealerId: 16230, Name: 'Prairie Wind Ram', City: 'Fort Worth', State: 'TX' },
  { DealerId: 17345, Name: 'Golden Gate Subaru', City: 'San Francisco', State: 'CA' },
  { DealerId: 17388, Name: 'Pacific Crest Mazda', City: 'San Diego', State: 'CA' },
  { DealerId: 17402, Name: 'Sierra Foothills GMC', City: 'Sacramento', State: 'CA' },
  { DealerId: 17519, Name: 'Orange Grove Hyundai', City: 'Anaheim', State: 'CA' },
  { DealerId: 18027, Name: 'Evergreen Volkswagen', City: 'Seattle', State: 'WA' },
  { DealerId: 18063, Name: 'Cascade Jeep', City: 'Spokane', State: 'WA' },
  { DealerId: 18190, Name: 'Willamette Valley Toyota', City: 'Portland', State: 'OR' },
  { DealerId: 19244, Name: 'Front Range Buick GMC', City: 'Denver', State: 'CO' },
  { DealerId: 19301, Name: 'Pikes Peak Subaru', City: 'Colorado Springs', State: 'CO' },
  { DealerId: 20116, Name: 'Great Lakes Chrysler', City: 'Chicago', State: 'IL' },
  { DealerId: 20158, Name: 'Prairie State Honda', City: 'Springfield', State: 'IL' },
  { DealerId: 20472, Name: 'Motor City Cadillac', City: 'Detroit', State: 'MI' },
  { DealerId: 20519, Name: 'Lakeshore Ford', City: 'Grand Rapids', State: 'MI' },
  { DealerId: 21083, Name: 'Buckeye Chevrolet', City: 'Columbus', State: 'OH' },
  { DealerId: 21127, Name: 'Riverfront Nissan', City: 'Cincinnati', State: 'OH' },
  { DealerId: 21396, Name: 'North Star Kia', City: 'Minneapolis', State: 'MN' },
  { DealerId: 22045, Name: 'Peach State Toyota', City: 'Atlanta', State: 'GA' },
  { DealerId: 22090, Name: 'Savannah Harbor Lexus', City: 'Savannah', State: 'GA' },
  { DealerId: 22317, Name: 'Sunshine Coast Hyundai', City: 'Tampa', State: 'FL' },
  { DealerId: 22364, Name: 'Biscayne Bay Acura', City: 'Miami', State: 'FL' },
  { DealerId: 22408, Name: 'First Coast Ford', City: 'Jacksonville', State: 'FL' },
  { DealerId: 22451, Name: 'Magic City Mitsubishi', City: 'Orlando', State: 'FL' },
  { DealerId: 23172, Name: 'Music City Chevrolet', City: 'Nashville', State: 'TN' },
  { DealerId: 23219, Name: 'Blue Ridge Subaru', City: 'Asheville', State: 'NC' },
  { DealerId: 23266, Name: 'Queen City Volvo', City: 'Charlotte', State: 'NC' },
  { DealerId: 24038, Name: 'Empire State Honda', City: 'Albany', State: 'NY' },
  { DealerId: 24085, Name: 'Hudson Valley Jeep', City: 'Poughkeepsie', State: 'NY' },
  { DealerId: 24129, Name: 'Keystone Toyota', City: 'Harrisburg', State: 'PA' },
  { DealerId: 24176, Name: 'Three Rivers Kia', City: 'Pittsburgh', State: 'PA' },
  { DealerId: 24520, Name: 'Bay State Mazda', City: 'Boston', State: 'MA' },
  { DealerId: 24567, Name: 'Green Mountain Subaru', City: 'Burlington', State: 'VT' },
  { DealerId: 25033, Name: 'Silver State Nissan', City: 'Las Vegas', State: 'NV' },
  { DealerId: 25081, Name: 'Wasatch Front Ford', City: 'Salt Lake City', State: 'UT' },
  { DealerId: 25126, Name: 'Bluegrass Buick', City: 'Lexington', State: 'KY' },
  { DealerId: 25174, Name: 'Crescent City Chevrolet', City: 'New Orleans', State: 'LA' },
];

/**
 * The dealers connected to the integration now: the demo's, less those removed. A removed dealer can
 * be put back (a test restoring what it removed) in its place of the demo list.
 */
export class DealerBook {
  private readonly removed = new Set<number>();

  present(): Dealer[] {
    return DEMO_DEALERS.filter((dealer) => !this.removed.has(dealer.DealerId)).map((dealer) => ({ ...dealer }));
  }

  removedIds(): number[] {
    return [...this.removed].sort((a, b) => a - b);
  }

  /** `removed`, or `absent` for a dealer not connected (removed before, or never one of the demo's). */
  remove(dealerId: number): 'removed' | 'absent' {
    if (!DEMO_DEALERS.some((dealer) => dealer.DealerId === dealerId) || this.removed.has(dealerId)) return 'absent';
    this.removed.add(dealerId);
    return 'removed';
  }

  /** `restored`, `present` (it was never removed) or `unknown` (not a demo dealer). */
  restore(dealerId: number): 'restored' | 'present' | 'unknown' {
    if (!DEMO_DEALERS.some((dealer) => dealer.DealerId === dealerId)) return 'unknown';
    return this.removed.delete(dealerId) ? 'restored' : 'present';
  }

  reset(): void {
    this.removed.clear();
  }
}
