//! What proves an operator is who they say: passwords (argon2id, strength measured by zxcvbn),
//! one-time codes (TOTP, RFC 6238), random tokens stored as their SHA-256, and the CSRF token
//! derived from a session's token. Plain functions, no storage: the command line creates
//! operators with them, the console's sign-in checks them.

use std::sync::LazyLock;

use anyhow::Context;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use base64::Engine;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;
use totp_rs::{Secret, Totp};

/// Shortest password accepted, in characters (OWASP ASVS 5.0 6.2.1 asks for at least 8; 12
/// is what the strength estimate needs to see a passphrase).
pub const MIN_PASSWORD_CHARS: usize = 12;
/// Longest password accepted, in characters: well past any passphrase or manager's output
/// (ASVS 6.2.9 asks that at least 64 be allowed), short enough to bound the hashing work.
pub const MAX_PASSWORD_CHARS: usize = 1024;
/// The lowest zxcvbn score accepted: 3 is "safely unguessable" (10^10 guesses or more).
pub const MIN_STRENGTH_SCORE: u8 = 3;

/// Argon2id's cost, as OWASP's password storage cheat sheet gives it for 19 MiB of memory:
/// m = 19456 KiB, t = 2 passes, p = 1 lane.
pub const ARGON2_MEMORY_KIB: u32 = 19 * 1024;
pub const ARGON2_PASSES: u32 = 2;
pub const ARGON2_LANES: u32 = 1;

/// Length of a one-time code, seconds per step, steps of drift accepted on either side.
pub const TOTP_DIGITS: usize = 6;
pub const TOTP_STEP_SECS: u64 = 30;
pub const TOTP_SKEW_STEPS: u16 = 1;
/// Bytes of a TOTP secret: 160 bits, as RFC 4226 recommends.
const TOTP_SECRET_BYTES: usize = 20;

/// Why a password is refused, in words for the operator at the terminal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PasswordProblem {
    #[error("the password is shorter than {MIN_PASSWORD_CHARS} characters")]
    TooShort,
    #[error("the password is longer than {MAX_PASSWORD_CHARS} characters")]
    TooLong,
    /// zxcvbn's score, its warning and its suggestions.
    #[error("the password is too easy to guess (strength {score} of 4, at least {MIN_STRENGTH_SCORE} needed){reason}")]
    Weak { score: u8, reason: String },
}

/// Refuses a password shorter than `MIN_PASSWORD_CHARS`, longer than `MAX_PASSWORD_CHARS`, or
/// that zxcvbn scores under `MIN_STRENGTH_SCORE` (with `context`, words such as the
/// operator's address and the brand, counted as easy to guess).
pub fn check_password_strength(password: &str, context: &[&str]) -> Result<(), PasswordProblem> {
    let length = password.chars().count();
    if length < MIN_PASSWORD_CHARS {
        return Err(PasswordProblem::TooShort);
    }
    if length > MAX_PASSWORD_CHARS {
        return Err(PasswordProblem::TooLong);
    }
    // zxcvbn reads the first 100 characters: a long passphrase is judged by its start.
    let estimate = zxcvbn::zxcvbn(password, context);
    let score = u8::from(estimate.score());
    if score >= MIN_STRENGTH_SCORE {
        return Ok(());
    }
    let mut reason = String::new();
    if let Some(feedback) = estimate.feedback() {
        if let Some(warning) = feedback.warning() {
            reason.push_str(&format!(": {warning}"));
        }
        for suggestion in feedback.suggestions() {
            reason.push_str(&format!(" {suggestion}"));
        }
    }
    Err(PasswordProblem::Weak { score, reason })
}

fn argon2() -> Argon2<'static> {
    let params = Params::new(
        ARGON2_MEMORY_KIB,
        ARGON2_PASSES,
        ARGON2_LANES,
        Some(Params::DEFAULT_OUTPUT_LEN),
    )
    // unwrap: constant parameters within argon2's bounds (a unit test builds them).
    .expect("argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// The password's argon2id hash in PHC form (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`),
/// with a fresh random salt.
pub fn hash_password(password: &str) -> anyhow::Result<String> {
    let mut salt = [0_u8; 16];
    getrandom::getrandom(&mut salt).context("no randomness from the operating system")?;
    let salt = SaltString::encode_b64(&salt).map_err(|error| anyhow::anyhow!("salt: {error}"))?;
    let hash = argon2()
        .hash_password(password.as_bytes(), &salt)
        .map_err(|error| anyhow::anyhow!("argon2: {error}"))?;
    Ok(hash.to_string())
}

/// Whether `password` matches the PHC hash `stored` (false for a hash that does not parse).
/// The parameters are the stored hash's, so older hashes keep working.
pub fn verify_password(password: &str, stored: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else {
        return false;
    };
    argon2()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok()
}

/// A hash no password is known to match, checked when the address names no operator, so a
/// sign-in takes the same time whether or not the account exists.
pub fn decoy_password_hash() -> &'static str {
    static DECOY: LazyLock<String> = LazyLock::new(|| {
        let mut random = [0_u8; 32];
        let _ = getrandom::getrandom(&mut random);
        let password = base64::engine::general_purpose::STANDARD.encode(random);
        hash_password(&password).unwrap_or_default()
    });
    &DECOY
}

/// A new TOTP secret, in base32 as authenticator apps take it.
pub fn new_totp_secret() -> anyhow::Result<String> {
    let mut bytes = [0_u8; TOTP_SECRET_BYTES];
    getrandom::getrandom(&mut bytes).context("no randomness from the operating system")?;
    Ok(Secret::new_stack(bytes).to_base32())
}

fn totp(secret: &str, account: &str, issuer: &str) -> anyhow::Result<Totp> {
    let secret = Secret::try_from_base32(secret).map_err(|error| anyhow::anyhow!("{error}"))?;
    // An issuer or account with `:` breaks the URI's label; authenticator apps show both.
    let clean = |text: &str| text.replace(':', " ");
    totp_rs::Builder::new()
        .with_digits(TOTP_DIGITS as u8)
        .with_step_duration(TOTP_STEP_SECS)
        .with_skew(TOTP_SKEW_STEPS)
        .with_secret(secret)
        .with_account_name(clean(account))
        .with_issuer(Some(clean(issuer)))
        .build()
        .map_err(|error| anyhow::anyhow!("TOTP: {error}"))
}

/// The `otpauth://totp/…?secret=…` URI an authenticator app reads (typed, or from its QR code).
pub fn totp_uri(secret: &str, account: &str, issuer: &str) -> anyhow::Result<String> {
    totp(secret, account, issuer)?
        .to_url()
        .map_err(|error| anyhow::anyhow!("TOTP URI: {error}"))
}

/// The step of `code` when it is valid at `now` (Unix seconds) for `secret`, within one step
/// of drift either way, and later than `last_step` (a code works once); `None` otherwise.
pub fn check_totp(secret: &str, code: &str, now: i64, last_step: i64) -> Option<i64> {
    let code = code.trim();
    if code.len() != TOTP_DIGITS || !code.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let totp = totp(secret, "operator", "vitrine").ok()?;
    let step = totp.check(code, u64::try_from(now).ok()?)?;
    let step = i64::try_from(step).ok()?;
    (step > last_step).then_some(step)
}

/// A new random token: 256 bits from the operating system, URL-safe base64.
pub fn new_token() -> anyhow::Result<String> {
    let mut bytes = [0_u8; 32];
    getrandom::getrandom(&mut bytes).context("no randomness from the operating system")?;
    Ok(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes))
}

/// What the database keeps of a token: its SHA-256, in hex.
pub fn token_hash(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// The CSRF token of the forms shown to the holder of `secret` (a session's or a sign-in's
/// cookie token): derived from it, so it needs no storage, and unknowable without the
/// `HttpOnly` cookie.
pub fn csrf_token(secret: &str) -> String {
    let digest = Sha256::digest(format!("vitrine console form\u{0}{secret}").as_bytes());
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(digest)
}

/// Compares two secrets in constant time (a timing difference must not tell how much of a
/// guessed token was right).
pub fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len() && bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn argon2id_hashes_with_the_stated_cost_and_verifies() {
        let hash = hash_password("correct horse battery staple").expect("hash");
        assert!(
            hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{hash}"
        );
        assert!(verify_password("correct horse battery staple", &hash));
        assert!(!verify_password("correct horse battery stapl", &hash));
        assert!(!verify_password("anything", "not a hash"));
        assert!(!verify_password("", decoy_password_hash()));
    }

    #[test]
    fn weak_short_and_overlong_passwords_are_refused_with_a_reason() {
        assert_eq!(
            check_password_strength("Tr0ub4dor&3", &[]),
            Err(PasswordProblem::TooShort)
        );
        let weak = check_password_strength("passwordpassword", &[]).expect_err("weak");
        assert!(matches!(weak, PasswordProblem::Weak { score, .. } if score < 3));
        assert!(weak.to_string().contains("too easy to guess"), "{weak}");
        // Words of the context (the operator's address) count as guessable.
        assert!(
            check_password_strength("amina.benali@example.com", &["amina.benali@example.com"])
                .is_err()
        );
        assert!(check_password_strength("violet tractor seventeen lagoon", &[]).is_ok());
        let long: String = "quartz-meadow-lantern-".repeat(6);
        assert!(long.chars().count() >= 128);
        assert!(check_password_strength(&long, &[]).is_ok());
        assert_eq!(
            check_password_strength(&"x".repeat(MAX_PASSWORD_CHARS + 1), &[]),
            Err(PasswordProblem::TooLong)
        );
    }

    #[test]
    fn a_totp_code_is_valid_one_step_either_way_and_once() {
        // RFC 6238, appendix B: the SHA-1 secret "12345678901234567890" at T = 59 s gives
        // 94287082, whose last six digits are the 6-digit code.
        let secret = Secret::new_stack(*b"12345678901234567890").to_base32();
        assert_eq!(check_totp(&secret, "287082", 59, 0), Some(1));
        assert_eq!(check_totp(&secret, "287082", 59 + 30, 0), Some(1));
        assert_eq!(check_totp(&secret, "287082", 59 + 60, 0), None);
        // Used once: its step is no longer later than the last one accepted.
        assert_eq!(check_totp(&secret, "287082", 59, 1), None);
        assert_eq!(check_totp(&secret, "28708", 59, 0), None);
        assert_eq!(check_totp(&secret, "abcdef", 59, 0), None);
    }

    #[test]
    fn the_otpauth_uri_names_the_issuer_account_and_secret() {
        let secret = new_totp_secret().expect("secret");
        assert_eq!(secret.len(), 32, "160 bits in base32");
        let uri = totp_uri(&secret, "amina@example.com", "Vitrine Conseil").expect("uri");
        assert!(uri.starts_with("otpauth://totp/"), "{uri}");
        assert!(uri.contains(&format!("secret={secret}")), "{uri}");
        assert!(uri.contains("amina%40example.com"), "{uri}");
    }

    #[test]
    fn csrf_tokens_are_derived_and_compared_in_constant_time() {
        let session = new_token().expect("token");
        let csrf = csrf_token(&session);
        assert_ne!(csrf, session);
        assert_eq!(csrf, csrf_token(&session));
        assert_ne!(csrf, csrf_token(&new_token().expect("token")));
        assert!(same_secret(&csrf, &csrf_token(&session)));
        assert!(!same_secret(&csrf, &csrf[1..]));
        assert_eq!(token_hash("a").len(), 64);
    }
}
