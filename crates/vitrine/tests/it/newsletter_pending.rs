//! A newsletter sign-up is only pending until its address is confirmed from the mail: the
//! answer says so and asks to confirm from the inbox, in every language, without JavaScript
//! (the notice) and with it (the JSON the island shows as a toast). It never claims a sign-up
//! that has not happened yet.

use actix_web::http::StatusCode;
use serde_json::Value;

use crate::support::*;

/// How each language says "pending" and "confirm from your inbox", and what it must not say.
fn wording(lang: Lang) -> (&'static str, &'static str, &'static str) {
    match lang {
        Lang::Fr => ("en attente de confirmation", "ouvrez le courriel", "réussi"),
        Lang::En => ("pending confirmation", "open the email", "success"),
        Lang::Ar => ("في انتظار التأكيد", "افتحوا الرسالة الإلكترونية", "بنجاح"),
    }
}

#[actix_web::test]
async fn the_newsletter_answer_says_the_address_is_pending_in_every_language() {
    for lang in Lang::ALL {
        let (pending, inbox, claim) = wording(lang);
        let app = TestApp::new().await;
        let body = format!(
            "lang={}&back={}&website=&email={}",
            lang.as_str(),
            enc(&format!("/about?lang={}", lang.as_str())),
            enc(&format!("pending-{}@example.org", lang.as_str()))
        );
        // Without JavaScript: the redirect back, then the notice beside the form.
        let answer = app.post("/newsletter", &body).await;
        assert_eq!(answer.status, StatusCode::SEE_OTHER, "{lang:?}");
        let back = answer.header("location").unwrap_or_default().to_owned();
        let page = app.get(&back).await;
        let notice =
            vitrine::bidi::without_isolates(&page.texts("#newsletter-status .notice").join(" "));
        for expected in [pending, inbox] {
            assert!(
                notice.contains(expected),
                "{lang:?}: «{expected}» not in «{notice}»"
            );
        }
        assert!(
            !notice.to_lowercase().contains(claim),
            "{lang:?}: «{notice}»"
        );
        // With JavaScript: the JSON the island shows.
        let json = app.post_json("/newsletter", &body).await;
        assert_eq!(json.status, StatusCode::OK, "{lang:?}");
        let json: Value = serde_json::from_str(&json.body).expect("json");
        let shown = vitrine::bidi::without_isolates(&format!(
            "{} {}",
            json["title"].as_str().unwrap_or_default(),
            json["description"].as_str().unwrap_or_default()
        ));
        for expected in [pending, inbox] {
            assert!(
                shown.contains(expected),
                "{lang:?}: «{expected}» not in «{shown}»"
            );
        }
        assert!(!shown.to_lowercase().contains(claim), "{lang:?}: «{shown}»");
    }
}
