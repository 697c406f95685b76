import { BlockList, isIP } from 'node:net';

/** A predicate over client addresses built from a list of addresses and CIDRs (METRICS_ALLOW). */
export type AddressAllowList = (address: string) => boolean;

function addEntry(list: BlockList, entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, Number(prefix), type);
  return true;
}

/** An IPv4 address as IPv6 sees it (::ffff:10.0.0.1), so an IPv4 entry also matches a dual-stack socket's peer. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  return match ? match[1] : address;
}

/**
 * Parses a comma-separated list of addresses/CIDRs ('127.0.0.1,10.0.0.0/8,::1'); null for an empty value.
 * Throws an Error naming the wrong entries (the caller names the variable).
 */
export function parseAddressAllowList(value: string | undefined): AddressAllowList | null {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  const wrong = entries.filter((entry) => !addEntry(list, entry));
  if (wrong.length > 0) {
    throw new Error(
      `'${wrong.join("', '")}' is not an address: list addresses or CIDRs separated by commas, e.g. ` +
        "'127.0.0.1,10.0.0.0/8'",
    );
  }
  return (address) => {
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}
