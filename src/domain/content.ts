// Home page content served by GET /v1/home_data (content document, sections 2 and 3).
export interface HomeTile {
  id: number;
  header: string;
  background_color: string;
  image_url: string;
  bottom_text: string;
  url: string;
}

export interface HomeData {
  tiles: HomeTile[];
}
