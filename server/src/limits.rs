//! What one address, and all of them together, may hold and send: sockets
//! counted per address and in all, and one message bucket per address that
//! outlives its sockets, so that reconnecting does not refill it.
//!
//! An address's entry is forgotten only once it has no socket and its bucket
//! is full again: forgetting it then changes nothing.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::http::{HeaderMap, HeaderName};

use crate::clock::RateLimit;

/// The address a request comes from: the proxy's header when one is named
/// (behind a reverse proxy every request comes from the proxy), else the
/// peer's IP.
pub fn client_address(
    peer: SocketAddr,
    headers: &HeaderMap,
    header: Option<&HeaderName>,
) -> String {
    header
        .and_then(|name| headers.get(name))
        .and_then(|value| value.to_str().ok())
        .map(|value| value.trim().chars().take(64).collect::<String>())
        .filter(|value| !value.is_empty())
        .unwrap_or_else(|| peer.ip().to_string())
}

#[derive(Clone, Copy, Debug)]
pub struct SocketLimits {
    /// Sockets one address may hold at once.
    pub per_address: u32,
    /// Sockets the instance holds at once.
    pub total: u32,
    /// One address's messages, all its sockets together: a burst, refilled
    /// at so many a second.
    pub burst: u32,
    pub per_second: u32,
}

struct AddressEntry {
    sockets: u32,
    messages: RateLimit,
}

struct Table {
    addresses: HashMap<String, AddressEntry>,
    total: u32,
}

pub struct Addresses {
    limits: SocketLimits,
    table: Mutex<Table>,
}

/// Why a socket is not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Full {
    Address,
    Server,
    /// Not full: the server is stopping and takes no new socket.
    Stopping,
}

/// A socket's place, given back when dropped.
pub struct SocketPermit {
    addresses: Arc<Addresses>,
    address: String,
}

/// Past this many addresses, the idle ones whose buckets have refilled are
/// forgotten.
const ADDRESSES_KEPT: usize = 10_000;

impl Addresses {
    pub fn new(limits: SocketLimits) -> Arc<Addresses> {
        Arc::new(Addresses {
            limits,
            table: Mutex::new(Table {
                addresses: HashMap::new(),
                total: 0,
            }),
        })
    }

    pub fn limits(&self) -> SocketLimits {
        self.limits
    }

    /// Sockets held now, in all.
    pub fn sockets(&self) -> u32 {
        self.table.lock().map_or(0, |table| table.total)
    }

    /// A place for one more socket of `address`, if both caps allow it.
    pub fn admit(self: &Arc<Self>, address: String, now: u64) -> Result<SocketPermit, Full> {
        let mut table = self.table.lock().map_err(|_| Full::Server)?;
        if table.total >= self.limits.total {
            return Err(Full::Server);
        }
        if table.addresses.len() >= ADDRESSES_KEPT {
            table
                .addresses
                .retain(|_, entry| entry.sockets > 0 || !entry.messages.is_full(now));
        }
        let limits = self.limits;
        let entry = table
            .addresses
            .entry(address.clone())
            .or_insert_with(|| AddressEntry {
                sockets: 0,
                messages: RateLimit::new(limits.burst, limits.per_second, now),
            });
        if entry.sockets >= limits.per_address {
            return Err(Full::Address);
        }
        entry.sockets += 1;
        table.total += 1;
        Ok(SocketPermit {
            addresses: Arc::clone(self),
            address,
        })
    }
}

impl SocketPermit {
    /// Takes one message from the address's bucket if it has one.
    pub fn allow_message(&self, now: u64) -> bool {
        let Ok(mut table) = self.addresses.table.lock() else {
            return false;
        };
        table
            .addresses
            .get_mut(&self.address)
            .is_some_and(|entry| entry.messages.allow(now))
    }
}

impl Drop for SocketPermit {
    fn drop(&mut self) {
        let Ok(mut table) = self.addresses.table.lock() else {
            return;
        };
        table.total = table.total.saturating_sub(1);
        if let Some(entry) = table.addresses.get_mut(&self.address) {
            entry.sockets = entry.sockets.saturating_sub(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn addresses(per_address: u32, total: u32) -> Arc<Addresses> {
        Addresses::new(SocketLimits {
            per_address,
            total,
            burst: 3,
            per_second: 1,
        })
    }

    #[test]
    fn an_address_holds_its_cap_of_sockets_and_the_server_its_own() {
        let table = addresses(2, 3);
        let first = table.admit("a".into(), 0).unwrap();
        let _second = table.admit("a".into(), 0).unwrap();
        assert_eq!(table.admit("a".into(), 0).err(), Some(Full::Address));
        let _third = table.admit("b".into(), 0).unwrap();
        assert_eq!(table.admit("c".into(), 0).err(), Some(Full::Server));
        drop(first);
        assert_eq!(table.sockets(), 2);
        assert!(table.admit("a".into(), 0).is_ok());
    }

    #[test]
    fn a_new_socket_of_the_same_address_shares_its_emptied_bucket() {
        let table = addresses(5, 5);
        let first = table.admit("a".into(), 0).unwrap();
        assert!((0..3).all(|_| first.allow_message(0)));
        assert!(!first.allow_message(0));
        drop(first);
        let again = table.admit("a".into(), 0).unwrap();
        assert!(!again.allow_message(0), "reconnecting does not refill");
        assert!(again.allow_message(1_000));
        let other = table.admit("b".into(), 0).unwrap();
        assert!(other.allow_message(0));
    }
}
