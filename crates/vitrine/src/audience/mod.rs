//! The audience, measured in the server: page views per day, page, language, referring host and
//! device class; distinct visitors per day; conversions (contact messages, newsletter sign-ups
//! requested and confirmed) per day, page of origin and language. No cookie, no script, and
//! nothing personal kept: neither the address nor the user agent is ever written anywhere.
//!
//! A visitor is a keyed hash (HMAC-SHA-256, cut to 128 bits) of the day's random salt, the
//! client's address (an IPv6 address by its /64, as the rate limits count it) and its user
//! agent. The salt is made for each day, kept in memory and in the database (so every instance
//! hashes a visitor the same way), and deleted with the day's hashes once the day is over:
//! after that, nobody can tell whether two days' visits were the same person's.
//!
//! Counting costs a request no database write: counts gather in memory (`Audience::record_view`,
//! `Audience::convert`) and `Audience::tick` adds them to the database every `FLUSH_EVERY`, and
//! once more when the server stops (`Audience::flush`). Memory and the database stay bounded
//! whatever a client makes up: at most `AudienceLimits::referrers_per_day` referring hosts and
//! `view_keys_per_day` combinations of page, language, host and device a day (the rest is
//! counted with the host `other`), and `visitors_per_day` visitor hashes. Pages are only the
//! site's own (the caller resolves them), so they are bounded by the registry and the content.
//!
//! What is counted, and what is not, is decided where the request is seen (`page_views`, a
//! middleware beside the routes, since it reads which paths are the site's pages).

pub mod chart;
pub mod report;
pub mod view;

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use hmac::{Hmac, Mac};
use sha2::Sha256;
use time::{Date, OffsetDateTime};

use crate::config::Config;
use crate::lang::Lang;
use crate::limits::limit_key;
use crate::store::audience::{AudienceBatch, ConversionRow, ViewRow};
use crate::store::Store;

/// How often the counts in memory are added to the database.
pub const FLUSH_EVERY: Duration = Duration::from_secs(5);

/// How long after midnight (UTC) the past day's salt and visitor hashes are deleted: long
/// enough for every instance to have flushed the last visitors of the day.
pub(crate) const FORGET_AFTER_SECS: i64 = 60;

/// Where a counted page's path stands when it is not one of the site's pages (a sign-up from
/// the footer of a not-found page), and where a referring host stands past the day's cap.
pub const OTHER: &str = "other";

/// The time, from the system or from a test.
pub trait Clock: Send + Sync {
    fn now(&self) -> OffsetDateTime;
}

/// The system's clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> OffsetDateTime {
        OffsetDateTime::now_utc()
    }
}

/// A clock a test sets and moves (Unix seconds).
#[derive(Debug, Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    pub fn at(unix: i64) -> ManualClock {
        ManualClock(AtomicI64::new(unix))
    }

    pub fn set(&self, unix: i64) {
        self.0.store(unix, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(self.0.load(Ordering::SeqCst))
            .unwrap_or(OffsetDateTime::UNIX_EPOCH)
    }
}

/// The device class a user agent names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Device {
    Phone,
    Tablet,
    Desktop,
}

impl Device {
    pub const ALL: [Device; 3] = [Device::Phone, Device::Tablet, Device::Desktop];

    /// The class of `user_agent`, by the rule MDN gives for telling mobile browsers ("Browser
    /// detection using the user agent"): `Mobi` anywhere means a phone, unless the agent names
    /// a tablet (`iPad`, `Tablet`, `Kindle`, `Silk`, or Android without `Mobi`, which is how
    /// Android tablets' browsers say it). An iPad asking for the desktop site (iPadOS' default
    /// since 13) says it is a Mac and is counted as a desktop: the agent cannot tell.
    pub fn of(user_agent: &str) -> Device {
        let has = |needle: &str| user_agent.contains(needle);
        let mobi = has("Mobi");
        if has("iPad")
            || has("Tablet")
            || has("Kindle")
            || has("Silk/")
            || (has("Android") && !mobi)
        {
            Device::Tablet
        } else if mobi || has("iPhone") || has("iPod") || has("Windows Phone") {
            Device::Phone
        } else {
            Device::Desktop
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Device::Phone => "phone",
            Device::Tablet => "tablet",
            Device::Desktop => "desktop",
        }
    }

    pub(crate) fn from_code(code: &str) -> Option<Device> {
        Device::ALL
            .into_iter()
            .find(|device| device.as_str() == code)
    }
}

/// Whether `user_agent` is a robot or a client that is not a browser (a crawler, a monitor,
/// curl, python-requests…), by the maintained list of the `isbot` crate. No user agent at all
/// is not a browser either.
pub fn is_robot(user_agent: &str) -> bool {
    static BOTS: OnceLock<isbot::Bots> = OnceLock::new();
    user_agent.trim().is_empty() || BOTS.get_or_init(isbot::Bots::default).is_bot(user_agent)
}

/// The device class of a browser's user agent, `None` for a robot's or a tool's. A page view
/// runs the robots' list once per distinct user agent and worker thread: the verdicts are kept
/// in memory, by a hash of the agent, for the last `AGENTS_REMEMBERED` agents seen.
fn browser_device(user_agent: &str) -> Option<Device> {
    const AGENTS_REMEMBERED: usize = 512;
    thread_local! {
        static VERDICTS: std::cell::RefCell<HashMap<u64, Option<Device>>> =
            std::cell::RefCell::new(HashMap::new());
    }
    let agent = fingerprint(&[user_agent.as_bytes()]);
    VERDICTS.with(|verdicts| {
        let mut verdicts = verdicts.borrow_mut();
        if let Some(verdict) = verdicts.get(&agent) {
            return *verdict;
        }
        let verdict = (!is_robot(user_agent)).then(|| Device::of(user_agent));
        if verdicts.len() >= AGENTS_REMEMBERED {
            verdicts.clear();
        }
        verdicts.insert(agent, verdict);
        verdict
    })
}

/// The host of a `Referer` worth counting: another site's (`www.` dropped), never the site's
/// own (`own_host`), never one of an app or a file (`android-app://`, `file:`), never a name
/// without a dot (an intranet's, or a made-up `other`).
pub fn referring_host(referer: Option<&str>, own_host: &str) -> Option<String> {
    let url = url::Url::parse(referer?).ok()?;
    if !matches!(url.scheme(), "http" | "https") {
        return None;
    }
    let host = url.host_str()?;
    let host = host.strip_prefix("www.").unwrap_or(host);
    let own = own_host.strip_prefix("www.").unwrap_or(own_host);
    if host.eq_ignore_ascii_case(own) || !host.contains('.') || host.len() > 253 {
        return None;
    }
    Some(host.to_ascii_lowercase())
}

/// What a conversion is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Conversion {
    /// A contact message stored.
    Contact,
    /// A newsletter sign-up requested (its form's post taken).
    Signup,
    /// A newsletter sign-up confirmed by its mail's link.
    Confirmed,
}

impl Conversion {
    pub const ALL: [Conversion; 3] = [
        Conversion::Contact,
        Conversion::Signup,
        Conversion::Confirmed,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Conversion::Contact => "contact",
            Conversion::Signup => "signup",
            Conversion::Confirmed => "confirmed",
        }
    }

    pub(crate) fn from_code(code: &str) -> Option<Conversion> {
        Conversion::ALL
            .into_iter()
            .find(|kind| kind.as_str() == code)
    }
}

/// A page view to count: a page of the site answered with 200 to a browser.
#[derive(Debug, Clone, Copy)]
pub struct PageView<'a> {
    /// The page's path, one of the site's (`/services`, `/cases/<slug>`).
    pub path: &'static str,
    pub lang: Lang,
    pub user_agent: &'a str,
    pub referer: Option<&'a str>,
    /// The client's address, as the rate limits see it (trusted proxies applied).
    pub client: Option<IpAddr>,
}

/// The caps that bound memory and the database, per day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AudienceLimits {
    /// Distinct referring hosts counted a day; others are counted as `other`.
    pub referrers_per_day: usize,
    /// Distinct (page, language, referring host, device) a day; past it, a view is counted
    /// with the host `other`.
    pub view_keys_per_day: usize,
    /// Visitors counted a day (hashes kept in memory, and stored).
    pub visitors_per_day: usize,
}

impl Default for AudienceLimits {
    fn default() -> AudienceLimits {
        AudienceLimits {
            referrers_per_day: 200,
            view_keys_per_day: 2000,
            visitors_per_day: 100_000,
        }
    }
}

/// The referring host of a counted view.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Referrer {
    /// No referrer, or the site itself.
    None,
    Host(Box<str>),
    /// Past the day's cap.
    Other,
}

impl Referrer {
    fn as_str(&self) -> &str {
        match self {
            Referrer::None => "",
            Referrer::Host(host) => host,
            Referrer::Other => OTHER,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct ViewKey {
    day: Date,
    path: &'static str,
    lang: Lang,
    referrer: Referrer,
    device: Device,
}

impl ViewKey {
    fn fingerprint(&self) -> u64 {
        key_fingerprint(
            self.path,
            self.lang.as_str(),
            self.referrer.as_str(),
            self.device,
        )
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct ConversionKey {
    day: Date,
    path: &'static str,
    lang: Lang,
    kind: Conversion,
}

/// A visitor's keyed hash.
type VisitorHash = [u8; 16];

/// Tallies in memory, one per worker thread (`Audience::tally`), so that counting a view never
/// waits for another worker: on a loaded machine a worker waiting for a lock another one holds
/// may wait a whole scheduling period.
const SHARDS: usize = 16;

/// The day's caps, shared by the workers: a worker consults them only for a combination it has
/// not met yet today.
#[derive(Debug, Default)]
struct Caps {
    /// The day the caps below are for.
    day: Option<Date>,
    /// Fingerprints of the referring hosts admitted today.
    referrers: HashSet<u64>,
    /// Fingerprints of the view keys admitted today (without the day).
    keys: HashSet<u64>,
}

/// What one worker's memory holds: the counts not yet in the database.
#[derive(Debug, Default)]
struct Tally {
    /// The day `decided` and `visitors` are for.
    day: Option<Date>,
    /// What the caps decided for each combination this worker met today (by its fingerprint):
    /// whether it is counted as it is (`true`) or with the host `other`.
    decided: HashMap<u64, bool>,
    /// Visitors this worker counted today (the database counts each once across workers and
    /// instances).
    visitors: HashSet<VisitorHash>,
    views: HashMap<ViewKey, i64>,
    conversions: HashMap<ConversionKey, i64>,
    new_visitors: Vec<(Date, VisitorHash)>,
}

impl Caps {
    /// Starts `day`'s caps when the day changed.
    fn roll_to(&mut self, day: Date) {
        if self.day != Some(day) {
            self.day = Some(day);
            self.referrers.clear();
            self.keys.clear();
        }
    }

    fn admit_key(&mut self, key: &mut ViewKey, limits: &AudienceLimits) {
        if let Referrer::Host(host) = &key.referrer {
            let host = fingerprint(&[host.as_bytes()]);
            if !self.referrers.contains(&host) {
                if self.referrers.len() >= limits.referrers_per_day {
                    key.referrer = Referrer::Other;
                } else {
                    self.referrers.insert(host);
                }
            }
        }
        let mut print = key.fingerprint();
        if !self.keys.contains(&print)
            && self.keys.len() >= limits.view_keys_per_day
            && key.referrer != Referrer::Other
        {
            // Past the cap a view still counts, with the host `other`: those keys are bounded
            // by the pages, languages and devices.
            key.referrer = Referrer::Other;
            print = key.fingerprint();
        }
        self.keys.insert(print);
    }
}

impl Tally {
    /// Starts `day` when the day changed (the counts of the day before stay pending).
    fn roll_to(&mut self, day: Date) {
        if self.day != Some(day) {
            self.day = Some(day);
            self.decided.clear();
            self.visitors.clear();
        }
    }

    /// Adds counts taken out for a flush: given back when it failed.
    fn restore(&mut self, pending: Pending) {
        for (key, views) in pending.views {
            *self.views.entry(key).or_default() += views;
        }
        for (key, count) in pending.conversions {
            *self.conversions.entry(key).or_default() += count;
        }
        self.new_visitors.extend(pending.new_visitors);
    }
}

/// Counts taken out of memory for one flush.
#[derive(Debug, Default)]
struct Pending {
    views: HashMap<ViewKey, i64>,
    conversions: HashMap<ConversionKey, i64>,
    new_visitors: Vec<(Date, VisitorHash)>,
}

impl Pending {
    fn is_empty(&self) -> bool {
        self.views.is_empty() && self.conversions.is_empty() && self.new_visitors.is_empty()
    }

    fn batch(&self) -> AudienceBatch {
        AudienceBatch {
            views: self
                .views
                .iter()
                .map(|(key, views)| ViewRow {
                    day: day_text(key.day),
                    path: key.path.to_owned(),
                    lang: key.lang.as_str().to_owned(),
                    referrer: key.referrer.as_str().to_owned(),
                    device: key.device.as_str().to_owned(),
                    views: *views,
                })
                .collect(),
            conversions: self
                .conversions
                .iter()
                .map(|(key, conversions)| ConversionRow {
                    day: day_text(key.day),
                    path: key.path.to_owned(),
                    lang: key.lang.as_str().to_owned(),
                    kind: key.kind.as_str().to_owned(),
                    conversions: *conversions,
                })
                .collect(),
            visitors: self
                .new_visitors
                .iter()
                .map(|(day, hash)| (day_text(*day), hex(hash)))
                .collect(),
        }
    }
}

/// What a day's housekeeping has done, so each step runs once a day.
#[derive(Debug, Default)]
struct Housekeeping {
    /// The day whose caps were seeded from the database.
    seeded: Option<Date>,
    /// Salts and hashes of days before this one are deleted.
    forgotten_before: Option<Date>,
    /// The day the retention clean-up last ran.
    purged_on: Option<Date>,
}

/// The audience counter of one instance, shared by the server's workers.
pub struct Audience {
    store: Store,
    clock: Arc<dyn Clock>,
    limits: AudienceLimits,
    /// The site's own host: a referrer from it is internal navigation.
    own_host: String,
    retention_days: u32,
    /// The keyed hashers of today and tomorrow (made ahead, so midnight needs no database).
    salts: std::sync::RwLock<Vec<(Date, Hmac<Sha256>)>>,
    caps: Mutex<Caps>,
    tallies: Vec<Mutex<Tally>>,
    /// One flush at a time: the server's last flush waits for one under way.
    flushing: tokio::sync::Mutex<Housekeeping>,
}

impl std::fmt::Debug for Audience {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Audience").finish_non_exhaustive()
    }
}

/// How much the counter holds in memory now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemoryUse {
    pub referrers: usize,
    pub view_keys: usize,
    pub visitors: usize,
    pub pending_views: usize,
    pub pending_visitors: usize,
}

impl Audience {
    /// The counter of a site on `store`, on the system clock.
    pub fn new(config: &Config, store: Store) -> Audience {
        Audience::with_clock(
            config,
            store,
            Arc::new(SystemClock),
            AudienceLimits::default(),
        )
    }

    /// The counter on `clock` with `limits` (tests move the clock and lower the caps).
    pub fn with_clock(
        config: &Config,
        store: Store,
        clock: Arc<dyn Clock>,
        limits: AudienceLimits,
    ) -> Audience {
        Audience {
            store,
            clock,
            limits,
            own_host: config.base_url.host_str().unwrap_or_default().to_owned(),
            retention_days: config.retention.audience_days,
            salts: std::sync::RwLock::new(Vec::new()),
            caps: Mutex::new(Caps::default()),
            tallies: (0..SHARDS).map(|_| Mutex::new(Tally::default())).collect(),
            flushing: tokio::sync::Mutex::new(Housekeeping::default()),
        }
    }

    fn today(&self) -> Date {
        self.clock.now().date()
    }

    /// Counts a page view (unless its user agent is a robot's); whether it was counted.
    pub fn record_view(&self, view: &PageView<'_>) -> bool {
        let Some(device) = browser_device(view.user_agent) else {
            return false;
        };
        let day = self.today();
        let visitor = self.visitor_hash(day, view.client, view.user_agent);
        let mut key = ViewKey {
            day,
            path: view.path,
            lang: view.lang,
            referrer: referring_host(view.referer, &self.own_host)
                .map_or(Referrer::None, |host| Referrer::Host(host.into_boxed_str())),
            device,
        };
        let original = key.fingerprint();
        let mut tally = lock(self.tally());
        tally.roll_to(day);
        match tally.decided.get(&original) {
            Some(true) => {}
            Some(false) => key.referrer = Referrer::Other,
            None => {
                let mut caps = lock(&self.caps);
                caps.roll_to(day);
                caps.admit_key(&mut key, &self.limits);
                drop(caps);
                // Bounded like the caps: a flood of made-up hosts is decided again.
                if tally.decided.len() >= self.limits.view_keys_per_day {
                    tally.decided.clear();
                }
                tally
                    .decided
                    .insert(original, key.fingerprint() == original);
            }
        }
        *tally.views.entry(key).or_default() += 1;
        if let Some(visitor) = visitor {
            if !tally.visitors.contains(&visitor)
                && tally.visitors.len() < self.limits.visitors_per_day
            {
                tally.visitors.insert(visitor);
                tally.new_visitors.push((day, visitor));
            }
        }
        true
    }

    /// Counts a conversion on page `path` (one of the site's, or `OTHER`) in `lang`.
    pub fn convert(&self, kind: Conversion, path: &'static str, lang: Lang) {
        let key = ConversionKey {
            day: self.today(),
            path,
            lang,
            kind,
        };
        *lock(self.tally()).conversions.entry(key).or_default() += 1;
    }

    /// This worker thread's tally.
    fn tally(&self) -> &Mutex<Tally> {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        thread_local! {
            static SHARD: usize = NEXT.fetch_add(1, Ordering::Relaxed);
        }
        &self.tallies[SHARD.with(|shard| *shard) % self.tallies.len()]
    }

    /// The visitor's hash for `day`, or `None` when the day's salt is not known yet (the
    /// database could not be reached since the start): the view counts, the visitor not.
    fn visitor_hash(
        &self,
        day: Date,
        client: Option<IpAddr>,
        user_agent: &str,
    ) -> Option<VisitorHash> {
        let mut mac = self
            .salts
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .iter()
            .find(|(salt_day, _)| *salt_day == day)
            .map(|(_, mac)| mac.clone())?;
        match limit_key(client) {
            Some(IpAddr::V4(v4)) => mac.update(&v4.octets()),
            Some(IpAddr::V6(v6)) => mac.update(&v6.octets()),
            None => {}
        }
        // A separator no address byte sequence can end with: the address's length is fixed.
        mac.update(&[0xff]);
        mac.update(user_agent.as_bytes());
        let digest = mac.finalize().into_bytes();
        let mut hash = [0_u8; 16];
        hash.copy_from_slice(&digest[..16]);
        Some(hash)
    }

    /// What the counter holds in memory now (for the tests of its bounds).
    pub fn memory_use(&self) -> MemoryUse {
        let caps = lock(&self.caps);
        let mut memory = MemoryUse {
            referrers: caps.referrers.len(),
            view_keys: caps.keys.len(),
            visitors: 0,
            pending_views: 0,
            pending_visitors: 0,
        };
        for tally in &self.tallies {
            let tally = lock(tally);
            memory.visitors += tally.visitors.len();
            memory.pending_views += tally.views.len();
            memory.pending_visitors += tally.new_visitors.len();
        }
        memory
    }

    /// Gets ready for today and tomorrow: their salts (from the database, or made and stored
    /// there), and today's caps as the database already holds them. The server calls it
    /// before it serves, then at every tick.
    pub async fn prepare(&self) -> anyhow::Result<()> {
        let mut housekeeping = self.flushing.lock().await;
        self.prepare_locked(&mut housekeeping).await
    }

    async fn prepare_locked(&self, housekeeping: &mut Housekeeping) -> anyhow::Result<()> {
        let today = self.today();
        let tomorrow = today.next_day().unwrap_or(today);
        for day in [today, tomorrow] {
            let known = write(&self.salts)
                .iter()
                .any(|(salt_day, _)| *salt_day == day);
            if !known {
                let candidate = hex(&random_salt()?);
                let salt = self.store.audience_salt(&day_text(day), &candidate).await?;
                let mac = Hmac::<Sha256>::new_from_slice(salt.as_bytes())
                    .map_err(|error| anyhow::anyhow!("salt: {error}"))?;
                write(&self.salts).push((day, mac));
            }
        }
        write(&self.salts).retain(|(day, _)| *day == today || *day == tomorrow);
        if housekeeping.seeded != Some(today) {
            let stored = self.store.audience_day_keys(&day_text(today)).await?;
            let mut caps = lock(&self.caps);
            caps.roll_to(today);
            for (path, lang, referrer, device) in &stored {
                if !referrer.is_empty() && referrer != OTHER {
                    caps.referrers.insert(fingerprint(&[referrer.as_bytes()]));
                }
                if let Some(device) = Device::from_code(device) {
                    caps.keys
                        .insert(key_fingerprint(path, lang, referrer, device));
                }
            }
            housekeeping.seeded = Some(today);
        }
        Ok(())
    }

    /// Adds what memory holds to the database; on failure the counts stay in memory for the
    /// next try.
    pub async fn flush(&self) -> anyhow::Result<()> {
        let _one_at_a_time = self.flushing.lock().await;
        self.flush_locked().await
    }

    async fn flush_locked(&self) -> anyhow::Result<()> {
        let mut gathered = Tally::default();
        for tally in &self.tallies {
            let mut tally = lock(tally);
            gathered.restore(Pending {
                views: std::mem::take(&mut tally.views),
                conversions: std::mem::take(&mut tally.conversions),
                new_visitors: std::mem::take(&mut tally.new_visitors),
            });
        }
        let pending = Pending {
            views: gathered.views,
            conversions: gathered.conversions,
            new_visitors: gathered.new_visitors,
        };
        if pending.is_empty() {
            return Ok(());
        }
        let limit = i64::try_from(self.limits.visitors_per_day).unwrap_or(i64::MAX);
        match self.store.flush_audience(&pending.batch(), limit).await {
            Ok(_) => Ok(()),
            Err(error) => {
                lock(self.tally()).restore(pending);
                Err(anyhow::Error::new(error).context("audience counts kept in memory"))
            }
        }
    }

    /// One beat of the background task: gets ready for the day, flushes, and once a day
    /// deletes the past day's salt and visitor hashes (a minute after midnight) and the counts
    /// past the retention period.
    pub async fn tick(&self) -> anyhow::Result<()> {
        let mut housekeeping = self.flushing.lock().await;
        self.prepare_locked(&mut housekeeping).await?;
        self.flush_locked().await?;
        let now = self.clock.now();
        let today = now.date();
        let into_day = now.unix_timestamp() - today.midnight().assume_utc().unix_timestamp();
        if housekeeping.forgotten_before != Some(today) && into_day >= FORGET_AFTER_SECS {
            self.store.forget_visitors_before(&day_text(today)).await?;
            housekeeping.forgotten_before = Some(today);
        }
        if housekeeping.purged_on != Some(today) {
            let first_kept = today
                .checked_sub(time::Duration::days(i64::from(self.retention_days)))
                .unwrap_or(Date::MIN);
            let deleted = self
                .store
                .purge_audience_before(&day_text(first_kept))
                .await?;
            if deleted > 0 {
                tracing::info!(deleted, "audience counts past their retention deleted");
            }
            housekeeping.purged_on = Some(today);
        }
        Ok(())
    }

    /// Runs `tick` every `FLUSH_EVERY` until the task is aborted. Each tick runs in a task of
    /// its own, so aborting this loop never cuts a flush in the middle; the server then calls
    /// `flush` once more, which waits for a tick under way.
    pub async fn run(self: Arc<Self>) {
        let mut every = tokio::time::interval(FLUSH_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            let audience = Arc::clone(&self);
            let beat = tokio::spawn(async move { audience.tick().await });
            match beat.await {
                Ok(Ok(())) => {}
                Ok(Err(error)) => {
                    tracing::warn!(error = format!("{error:#}"), "audience not flushed")
                }
                Err(error) => tracing::warn!(%error, "audience tick stopped"),
            }
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn write<T>(lock: &std::sync::RwLock<T>) -> std::sync::RwLockWriteGuard<'_, T> {
    lock.write()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// 256 bits from the operating system.
fn random_salt() -> anyhow::Result<[u8; 32]> {
    let mut salt = [0_u8; 32];
    getrandom::getrandom(&mut salt)
        .map_err(|error| anyhow::anyhow!("no randomness from the operating system: {error}"))?;
    Ok(salt)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// A day as stored: `YYYY-MM-DD`.
pub fn day_text(day: Date) -> String {
    format!(
        "{:04}-{:02}-{:02}",
        day.year(),
        u8::from(day.month()),
        day.day()
    )
}

/// A day from its stored form.
pub fn parse_day(text: &str) -> Option<Date> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    Date::parse(text.trim(), format).ok()
}

fn fingerprint(parts: &[&[u8]]) -> u64 {
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    for part in parts {
        hasher.update(part);
        hasher.update(&[0]);
    }
    hasher.digest()
}

fn key_fingerprint(path: &str, lang: &str, referrer: &str, device: Device) -> u64 {
    fingerprint(&[
        path.as_bytes(),
        lang.as_bytes(),
        referrer.as_bytes(),
        device.as_str().as_bytes(),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_by_the_mobi_rule() {
        let cases = [
            ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", Device::Phone),
            ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36", Device::Phone),
            ("Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0", Device::Phone),
            ("Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1", Device::Tablet),
            ("Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36", Device::Tablet),
            ("Mozilla/5.0 (Android 14; Tablet; rv:128.0) Gecko/128.0 Firefox/128.0", Device::Tablet),
            ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36", Device::Desktop),
            ("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15", Device::Desktop),
            ("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", Device::Desktop),
        ];
        for (agent, device) in cases {
            assert_eq!(Device::of(agent), device, "{agent}");
        }
    }

    #[test]
    fn robots_and_tools_by_the_maintained_list() {
        for agent in [
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
            "curl/8.5.0",
            "python-requests/2.32.3",
            "Wget/1.21.4",
            "Go-http-client/1.1",
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
            "",
        ] {
            assert!(is_robot(agent), "{agent}");
        }
        for agent in [
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
            "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
        ] {
            assert!(!is_robot(agent), "{agent}");
        }
    }

    #[test]
    fn referrers_are_other_sites_hosts() {
        let own = "vitrine.example.com";
        let host = |referer: &str| referring_host(Some(referer), own);
        assert_eq!(
            host("https://www.example.org/a?b=c"),
            Some("example.org".into())
        );
        assert_eq!(
            host("https://News.Example.NET/"),
            Some("news.example.net".into())
        );
        assert_eq!(host("https://vitrine.example.com/about"), None);
        assert_eq!(host("https://www.vitrine.example.com/"), None);
        assert_eq!(host("android-app://com.google.android.gm/"), None);
        assert_eq!(host("https://intranet/"), None);
        assert_eq!(host("http://other/"), None);
        assert_eq!(host("not a url"), None);
        assert_eq!(referring_host(None, own), None);
    }

    #[test]
    fn days_read_as_they_are_written() {
        let day = time::macros::date!(2026 - 03 - 09);
        assert_eq!(day_text(day), "2026-03-09");
        assert_eq!(parse_day("2026-03-09"), Some(day));
        assert_eq!(parse_day("2026-3-9x"), None);
    }
}
