//! The legal notice is complete and comes from the configuration: registered name, legal form,
//! registration number, registered office, publication director, and the host's name, address
//! and telephone number (French LCEN, article 6 III), each under its label, in every language.
//! Offices are named in the page's language: city and country.

use vitrine::config::Config;

use crate::support::*;

/// The `<dd>` that follows the `<dt>` labelled with the message `label_id`, as text, in the
/// section the label belongs to (`legal-publisher-…` or `legal-hosting-…`).
fn fact(answer: &Answer, lang: Lang, label_id: &str) -> String {
    let label = vitrine::bidi::without_isolates(&msg(lang, label_id));
    let section = if label_id.starts_with("legal-hosting") {
        "legal-hosting-title"
    } else {
        "legal-publisher-title"
    };
    let facts = format!(r#"section[aria-labelledby="{section}"] .legal-facts"#);
    let labels = answer.texts(&format!("{facts} dt"));
    let values = answer.texts(&format!("{facts} dd"));
    let position = labels
        .iter()
        .position(|l| vitrine::bidi::without_isolates(l) == label)
        .unwrap_or_else(|| panic!("{}: no «{label}» in {labels:?}", lang.as_str()));
    values[position].clone()
}

#[actix_web::test]
async fn legal_notice_shows_the_publisher_and_the_host_from_config_in_every_language() {
    let config = Config::for_tests();
    let legal = &config.legal;
    for lang in Lang::ALL {
        let answer = get(&format!("/legal?lang={}", lang.as_str())).await;
        assert_eq!(answer.status, 200);
        let expected = [
            ("legal-publisher-name", vec![legal.company_name.as_str()]),
            (
                "legal-publisher-brand",
                vec![config.organisation.brand.as_str()],
            ),
            ("legal-publisher-form", vec![legal.legal_form.as_str()]),
            (
                "legal-publisher-registration",
                vec![legal.registration.as_str()],
            ),
            (
                "legal-publisher-registered-office",
                legal.registered_office.iter().map(String::as_str).collect(),
            ),
            (
                "legal-publisher-director",
                vec![legal.publication_director.as_str()],
            ),
            ("legal-hosting-name", vec![legal.host.name.as_str()]),
            (
                "legal-hosting-address",
                legal.host.address.iter().map(String::as_str).collect(),
            ),
            ("legal-hosting-phone", vec![legal.host.phone.as_str()]),
        ];
        for (label, values) in expected {
            let shown = fact(&answer, lang, label);
            for value in values {
                assert!(
                    shown.contains(value),
                    "{} {label}: «{value}» not in «{shown}»",
                    lang.as_str()
                );
            }
        }
        assert!(
            fact(&answer, lang, "legal-publisher-director")
                .contains(&msg(lang, "legal-publisher-director-value")),
            "{}: the director's role",
            lang.as_str()
        );
        assert!(
            answer
                .attrs(".legal-facts a[href^='tel:'][dir=ltr]", "href")
                .contains(&legal.host.phone_href()),
            "{}: the host's phone is a tel: link",
            lang.as_str()
        );
        // Nothing of the legal notice is left for the visitor to ask for.
        let text = answer.texts("main").join(" ");
        for on_request in ["sur simple demande", "available on request", "بمجرد الطلب"] {
            assert!(
                !text.contains(on_request),
                "{}: {on_request}",
                lang.as_str()
            );
        }
    }
}

#[actix_web::test]
async fn offices_are_named_in_the_page_language_with_their_country() {
    let config = Config::for_tests();
    for lang in Lang::ALL {
        let contact = get(&format!("/contact?lang={}", lang.as_str())).await;
        let countries: Vec<String> = config
            .offices
            .iter()
            .map(|o| o.country_in(&lang).to_owned())
            .collect();
        assert_page_shows(
            &contact,
            "main .office .office-country",
            &countries,
            lang.as_str(),
        );
        let footer = get(&format!("/?lang={}", lang.as_str()))
            .await
            .texts("footer .footer-contact bdi");
        for office in &config.offices {
            assert!(
                footer.contains(&office.city_in(&lang).to_owned()),
                "{}: {} not in {footer:?}",
                lang.as_str(),
                office.city_in(&lang)
            );
        }
    }
    let africa = config
        .office(vitrine::config::Region::Africa)
        .expect("an office in Africa");
    let english = get("/contact?lang=en")
        .await
        .texts("main .office")
        .join(" ");
    assert!(
        english.contains("Morocco") && !english.contains("Maroc"),
        "{english}"
    );
    let arabic = get("/contact?lang=ar")
        .await
        .texts("main .office")
        .join(" ");
    assert!(
        arabic.contains(africa.city_in(&Lang::Ar)) && arabic.contains("المغرب"),
        "{arabic}"
    );
}
