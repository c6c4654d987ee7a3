//! The stylesheet the site serves works in the browsers the build targets (Chrome 109,
//! Firefox 115, Safari 15.4, the one list in islands/build.mjs): newer syntax such as
//! `light-dark()` is lowered by lightningcss at build, or kept only behind `@supports`.

use crate::support::*;

/// `css` without its `@supports` blocks (what a browser that fails the condition reads).
fn outside_supports(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(start) = rest.find("@supports") {
        out.push_str(&rest[..start]);
        let Some(open) = rest[start..].find('{') else {
            return out;
        };
        let mut depth = 0usize;
        let mut end = rest.len();
        for (offset, c) in rest[start + open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = start + open + offset + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

#[test]
fn outside_supports_drops_the_guarded_blocks_only() {
    let css = "a{color:red}@supports (color:light-dark(red,blue)){a{color:light-dark(red,blue)}b{x:y}}c{d:e}";
    assert_eq!(outside_supports(css), "a{color:red}c{d:e}");
}

#[actix_web::test]
async fn the_served_stylesheet_has_no_bare_light_dark() {
    let app = TestApp::new().await;
    let page = app.get("/?lang=fr").await;
    let href = page
        .attr("link[rel=stylesheet]", "href")
        .expect("the page links its stylesheet");
    let css = app.get(&href).await;
    assert_eq!(css.status, 200, "{href}");
    let bare = outside_supports(&css.body);
    assert!(
        !bare.contains("light-dark("),
        "light-dark() left for browsers without it: {}",
        bare[bare.find("light-dark(").unwrap_or(0)..]
            .chars()
            .take(120)
            .collect::<String>()
    );
    // Lowered, not dropped: both palettes are still there, chosen by `color-scheme`.
    assert!(
        css.body.contains("--lightningcss-dark"),
        "no lowered palette in {href}"
    );
}
